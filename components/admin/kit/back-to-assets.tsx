import { SecondaryLink } from "@/components/ui/button";

/** The way back to the list, above every story screen. */
export function BackToAssets() {
  return (
    <SecondaryLink href="/admin/assets" className="py-2 text-sm">
      <span aria-hidden="true">←</span> Back to Assets
    </SecondaryLink>
  );
}
