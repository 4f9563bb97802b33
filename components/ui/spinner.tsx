export function Spinner({ className = "h-10 w-10" }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-4 border-marigold-300 border-t-terracotta-500 ${className}`} />;
}
