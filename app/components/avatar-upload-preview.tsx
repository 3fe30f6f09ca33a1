import type { ReactNode } from "react";
import { UserAvatar } from "./layout/user-avatar.tsx";
import { Spinner } from "./ui/spinner.tsx";

/**
 * The profile photo being replaced (Mi Perfil's and the tropleader's profile): the avatar, veiled with a named
 * spinner while the new photo uploads; `children` sit on it (a camera button).
 */
export function AvatarUploadPreview({
  name,
  image,
  className,
  busy,
  busyLabel,
  children,
}: {
  name: string;
  image: string | null;
  className: string;
  busy: boolean;
  busyLabel: string;
  children?: ReactNode;
}) {
  return (
    <div className="relative">
      <UserAvatar name={name} image={image} className={className} />
      {busy ? (
        <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
          <Spinner className="size-6" label={busyLabel} />
        </span>
      ) : null}
      {children}
    </div>
  );
}
