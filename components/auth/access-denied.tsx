"use client";

import { useState } from "react";
import { signOutAndGoToLogin } from "./sign-out";
import { PrimaryButton, SecondaryLink } from "@/components/ui/button";
import { AuthPage, Card } from "@/components/ui/card";
import { LockIcon } from "@/components/ui/icons";

export function AccessDenied({ user }: { user: { fullName: string; email: string } }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <AuthPage>
      <Card title="Access Denied" icon={<LockIcon />}>
        <div className="mb-5 space-y-1 rounded-2xl bg-terracotta-50 px-4 py-3 text-sm">
          <dl className="space-y-1">
            <div className="flex justify-between gap-3">
              <dt className="font-bold text-ink/70">Name</dt>
              <dd>{user.fullName}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="font-bold text-ink/70">Email</dt>
              <dd className="[overflow-wrap:anywhere] text-right">{user.email}</dd>
            </div>
          </dl>
          <p className="pt-1 font-bold text-terracotta-700">Admin Access: No</p>
        </div>
        <p className="mb-2 text-ink/80">Your account does not have admin permissions to access this area.</p>
        <p className="mb-6 text-sm text-ink/70">Contact the administrator to request access to this admin panel.</p>
        <div className="space-y-3">
          <PrimaryButton
            type="button"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void signOutAndGoToLogin();
            }}
          >
            Sign Out
          </PrimaryButton>
          <SecondaryLink href="/">Back to Story</SecondaryLink>
        </div>
      </Card>
    </AuthPage>
  );
}
