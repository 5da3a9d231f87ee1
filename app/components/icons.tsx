// The app's inline SVG icons, all in one place (no icon font or extra bundle). Decorative unless
// given a title: the control around an icon usually carries the name.
type P = { size?: number; title?: string };
const svg = (size: number, title: string | undefined, children: React.ReactNode) => {
  const props = {
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: "2",
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const;
  // Decorative unless titled: the control around an icon usually carries the name.
  return title ? (
    <svg {...props} role="img">
      <title>{title}</title>
      {children}
    </svg>
  ) : (
    <svg {...props} aria-hidden="true">
      {children}
    </svg>
  );
};
export const SunIcon = ({ size = 20, title }: P) =>
  svg(
    size,
    title,
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>,
  );
export const MoonIcon = ({ size = 20, title }: P) =>
  svg(size, title, <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);
export const PlusIcon = ({ size = 20, title }: P) => svg(size, title, <path d="M12 5v14M5 12h14" />);
/** Credits: a stack of tokens, not a currency sign (credits are not rupees). */
export const CreditsIcon = ({ size = 18, title }: P) =>
  svg(
    size,
    title,
    <>
      <ellipse cx="12" cy="6" rx="8" ry="3" />
      <path d="M4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6" />
    </>,
  );
export const CloseIcon = ({ size = 18, title }: P) => svg(size, title, <path d="M18 6 6 18M6 6l12 12" />);
export const SearchIcon = ({ size = 18, title }: P) =>
  svg(
    size,
    title,
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>,
  );
export const WhatsAppIcon = ({ size = 30 }: P) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" fill="currentColor">
    <path d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3zm0 23.7a10.7 10.7 0 0 1-5.5-1.5l-.4-.2-3.9 1 1-3.8-.3-.4A10.7 10.7 0 1 1 16 26.7zm5.9-8c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.8 8.8 0 0 1-2.6-1.6 9.7 9.7 0 0 1-1.8-2.2c-.2-.3 0-.5.1-.7l.5-.6.3-.5a.6.6 0 0 0 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.8.9 3.8.8a3.2 3.2 0 0 0 2.1-1.5 2.6 2.6 0 0 0 .2-1.5c-.1-.1-.3-.2-.6-.3z" />
  </svg>
);
export const LogoMark = ({ size = 28 }: P) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
    <rect width="32" height="32" rx="8" fill="var(--accent-9)" />
    <path d="M7 16 16 8l9 8v9h-6v-6h-6v6H7z" fill="var(--accent-contrast, #fff)" />
  </svg>
);
export const MapIcon = ({ size = 16, title }: P) =>
  svg(size, title, <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14" />);
export const ListIcon = ({ size = 16, title }: P) =>
  svg(size, title, <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />);
export const FilterIcon = ({ size = 16, title }: P) => svg(size, title, <path d="M4 6h16M7 12h10M10 18h4" />);
export const CheckIcon = ({ size = 14, title }: P) => svg(size, title, <path d="M5 12.5l4.5 4.5L19 7.5" />);
/** Ask AI: two sparkles. */
export const SparkIcon = ({ size = 16, title }: P) =>
  svg(
    size,
    title,
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />,
  );
