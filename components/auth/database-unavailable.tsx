import { DATABASE_UNAVAILABLE } from "@/lib/core/errors";
import { SecondaryLink } from "@/components/ui/button";
import { AuthPage, Card } from "@/components/ui/card";

// Shown instead of an account screen while the database cannot be reached: the visitor's
// session cannot be checked, which is neither "signed out" nor a crash.
export function DatabaseUnavailable() {
  return (
    <AuthPage>
      <Card title="We'll be right back">
        <p className="mb-6 text-ink/80">{DATABASE_UNAVAILABLE}</p>
        <SecondaryLink href="/">Back to Story</SecondaryLink>
      </Card>
    </AuthPage>
  );
}
