"use client";

import { DatabaseUnavailable } from "@/components/auth/database-unavailable";
import { useStoryErrorWords } from "@/components/story/story-error-words";
import { SecondaryLink } from "@/components/ui/button";
import { AuthPage, Card } from "@/components/ui/card";
import { DATABASE_OUTAGE_DIGEST } from "@/lib/core/errors";

// A story page that could not be rendered: during a database outage, the words the admin
// screens use for it; otherwise a plain apology in the page's language.
export default function StoryError({ error }: { error: Error & { digest?: string } }) {
  const words = useStoryErrorWords();
  if (error.digest === DATABASE_OUTAGE_DIGEST) return <DatabaseUnavailable />;
  return (
    <AuthPage>
      <Card title={words.title}>
        <p className="mb-6 text-ink/80">{words.text}</p>
        <SecondaryLink href={words.homeHref}>{words.back}</SecondaryLink>
      </Card>
    </AuthPage>
  );
}
