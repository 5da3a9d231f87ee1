import { useState } from "react";

/**
 * A round avatar: the profile image, or the first letter of the name. Radix's Avatar only
 * shows its fallback after hydration, so without JavaScript it would be an empty circle.
 */
export function UserAvatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = {
    width: size,
    height: size,
    borderRadius: "50%",
    flex: "none",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    overflow: "hidden",
    background: "var(--accent-a3)",
    color: "var(--accent-a11)",
    fontWeight: 500,
    fontSize: Math.round(size * 0.42),
    lineHeight: 1,
  } as const;
  if (src && !failed) {
    return (
      <span style={style}>
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          style={{ width: "100%", height: "100%", objectFit: "cover" }}
          onError={() => setFailed(true)}
        />
      </span>
    );
  }
  return (
    <span style={style} aria-hidden="true">
      {initial(name)}
    </span>
  );
}

export function initial(name: string): string {
  return (name.trim().charAt(0) || "?").toUpperCase();
}
