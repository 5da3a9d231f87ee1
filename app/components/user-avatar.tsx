import { useState } from "react";

/**
 * A round avatar: the profile image, or the first letter of the name. Radix's Avatar only
 * shows its fallback after hydration, so without JavaScript it would be an empty circle.
 */
export function UserAvatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  // Only the size is computed; the rest is the .user-avatar class.
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (src && !failed) {
    return (
      <span className="user-avatar" style={style}>
        <img src={src} alt="" width={size} height={size} onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span className="user-avatar" style={style} aria-hidden="true">
      {initial(name)}
    </span>
  );
}

export function initial(name: string): string {
  return (name.trim().charAt(0) || "?").toUpperCase();
}
