interface SpinnerProps {
  /** Read by screen readers and shown beside the ring unless `labelHidden`. */
  label: string;
  labelHidden?: boolean;
  size?: "sm" | "md" | "lg";
}

/** A loading indicator announced politely to assistive technology. */
export function Spinner({ label, labelHidden = false, size = "md" }: SpinnerProps) {
  return (
    <div className={`spinner spinner--${size}`} role="status" aria-live="polite">
      <span className="spinner__ring" aria-hidden="true" />
      <span className={labelHidden ? "visually-hidden" : "spinner__label"}>{label}</span>
    </div>
  );
}
