import type { ReactNode } from "react";

interface ErrorMessageProps {
  children: ReactNode;
  title?: string;
  className?: string;
}

/** An error announced immediately (role="alert"), in the theme's error colour. */
export function ErrorMessage({ children, title, className }: ErrorMessageProps) {
  return (
    <div className={`error-message${className ? ` ${className}` : ""}`} role="alert">
      {title ? <p className="error-message__title">{title}</p> : null}
      <p className="error-message__text">{children}</p>
    </div>
  );
}
