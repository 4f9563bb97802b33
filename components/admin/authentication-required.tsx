import { PageCard } from "@/components/ui/card";

export function AuthenticationRequired() {
  return (
    <PageCard title="Authentication Required" centered>
      <p>You need to be logged in to access the admin panel.</p>
      {/* A plain link: /api/login answers with a redirect, not a page. */}
      <a
        href="/api/login"
        className="inline-flex w-full items-center justify-center rounded-full bg-terracotta-500 px-5 py-3 font-bold text-white shadow-[0_4px_0_0_var(--color-terracotta-700)] hover:bg-terracotta-600"
      >
        Log In
      </a>
    </PageCard>
  );
}
