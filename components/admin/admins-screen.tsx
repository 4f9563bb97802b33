"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { format } from "date-fns";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import useSWR, { useSWRConfig } from "swr";
import { useAuth } from "@/components/auth/auth-provider";
import { PrimaryButton } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { errorMessage, fetchJson, swrDefaults } from "@/lib/client/fetch-json";
import { invitationSchema } from "@/lib/schemas/auth";

type Account = { id: number; email: string; fullName: string; isAdmin: boolean; isActive: boolean; createdAt: string };
type Invitation = { id: number; email: string; grantsAdmin: boolean; invitedBy: string | null; createdAt: string; expiresAt: string };

const USERS_KEY = "/api/admin/users";
const INVITATIONS_KEY = "/api/admin/invitations";

const accessLabel = (account: Account) => (!account.isActive ? "Deactivated" : account.isAdmin ? "Admin" : "No admin access");

const day = (iso: string) => format(new Date(iso), "MMM d, yyyy");

export function AdminsScreen() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <InviteForm />
      <div className="min-w-0 space-y-6">
        <PendingInvitations />
        <AccountsTable />
      </div>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-3xl border-2 border-terracotta-100 bg-white p-6 shadow-[0_6px_0_0_var(--color-terracotta-100)]">
      <h2 className="mb-4 font-[family-name:var(--font-display)] text-xl font-bold text-terracotta-700">{title}</h2>
      {children}
    </section>
  );
}

function InviteForm() {
  const [link, setLink] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const form = useForm({ resolver: zodResolver(invitationSchema), defaultValues: { email: "", grantsAdmin: true, message: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await fetchJson<{ url: string; message: string }>(INVITATIONS_KEY, { method: "POST", body: values });
      setLink(answer.url);
      form.reset();
      toast.success(answer.message);
      await mutate(INVITATIONS_KEY);
    } catch (error) {
      toast.error("Could not send the invitation", { description: errorMessage(error, "Please try again.") });
    }
  });

  return (
    <Panel title="Invite someone">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Email" type="email" {...form.register("email")} error={errors.email?.message} />
        <div className="space-y-1.5">
          <label htmlFor="message" className="block text-sm font-bold text-ink/80">
            Personal note (optional)
          </label>
          <textarea
            id="message"
            rows={3}
            {...form.register("message")}
            className="w-full rounded-xl border-2 border-terracotta-100 bg-paper px-3.5 py-2.5 outline-none focus:border-terracotta-500 focus:bg-white"
          />
          {errors.message?.message ? <p className="text-sm font-semibold text-red-700">{errors.message.message}</p> : null}
        </div>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" {...form.register("grantsAdmin")} className="h-4 w-4 accent-terracotta-500" />
          Give admin access
        </label>
        <PrimaryButton type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Sending..." : "Send Invitation"}
        </PrimaryButton>
      </form>
      {link ? (
        <div className="mt-5 rounded-2xl border-2 border-dashed border-marigold-500 bg-marigold-100 p-4 text-sm">
          <p className="mb-2 font-bold">The invitation link was mailed. It is shown only this once:</p>
          <input readOnly value={link} aria-label="Invitation link" onFocus={(event) => event.currentTarget.select()} className="w-full rounded-lg border border-marigold-300 bg-white px-2 py-1.5 font-mono text-xs" />
          <button
            type="button"
            onClick={() => void navigator.clipboard?.writeText(link).then(() => toast.success("Link copied"))}
            className="mt-2 rounded-full bg-white px-3 py-1 font-bold text-terracotta-700 hover:bg-terracotta-50"
          >
            Copy link
          </button>
        </div>
      ) : null}
    </Panel>
  );
}

const th = "px-3 py-2 text-left text-xs font-bold uppercase tracking-wide text-ink/60";
const td = "px-3 py-2.5 align-middle";

function PendingInvitations() {
  const { data, error, isLoading, mutate } = useSWR<{ invitations: Invitation[] }>(INVITATIONS_KEY, (key: string) => fetchJson(key), swrDefaults);
  const revoke = async (invitation: Invitation) => {
    try {
      await fetchJson(`${INVITATIONS_KEY}/${invitation.id}`, { method: "DELETE" });
      toast.success("Invitation revoked", { description: invitation.email });
      await mutate();
    } catch (failure) {
      toast.error("Could not revoke the invitation", { description: errorMessage(failure, "Please try again.") });
    }
  };
  return (
    <Panel title="Pending invitations">
      {isLoading ? <p className="text-ink/60">Loading...</p> : null}
      {error ? <p className="text-red-700">{errorMessage(error, "Could not load the invitations.")}</p> : null}
      {data && data.invitations.length === 0 ? <p className="text-ink/60">No pending invitations.</p> : null}
      {data && data.invitations.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b-2 border-terracotta-100">
              <tr>
                <th className={th}>Email</th>
                <th className={`${th} hidden sm:table-cell`}>Access</th>
                <th className={`${th} hidden sm:table-cell`}>Invited by</th>
                <th className={th}>Expires</th>
                <th className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-terracotta-50">
              {data.invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <td className={`${td} [overflow-wrap:anywhere]`}>
                    {invitation.email}
                    <span className="block text-xs text-ink/60 sm:hidden">{invitation.grantsAdmin ? "Admin" : "No admin access"}</span>
                  </td>
                  <td className={`${td} hidden sm:table-cell`}>{invitation.grantsAdmin ? "Admin" : "No admin access"}</td>
                  <td className={`${td} hidden sm:table-cell`}>{invitation.invitedBy ?? "Command line"}</td>
                  <td className={td}>{day(invitation.expiresAt)}</td>
                  <td className={`${td} text-right`}>
                    <button type="button" onClick={() => void revoke(invitation)} className="rounded-full border-2 border-terracotta-100 px-3 py-1 font-bold text-terracotta-700 hover:border-terracotta-500">
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Panel>
  );
}

function AccountsTable() {
  const { user } = useAuth();
  const { data, error, isLoading, mutate } = useSWR<{ users: Account[] }>(USERS_KEY, (key: string) => fetchJson(key), swrDefaults);
  const setActive = async (account: Account, isActive: boolean) => {
    try {
      await fetchJson(`${USERS_KEY}/${account.id}`, { method: "PATCH", body: { isActive } });
      toast.success(isActive ? "Account reactivated" : "Account deactivated", { description: account.email });
      await mutate();
    } catch (failure) {
      toast.error("Could not change the account", { description: errorMessage(failure, "Please try again.") });
    }
  };
  return (
    <Panel title="Accounts">
      {isLoading ? <p className="text-ink/60">Loading...</p> : null}
      {error ? <p className="text-red-700">{errorMessage(error, "Could not load the accounts.")}</p> : null}
      {data ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b-2 border-terracotta-100">
              <tr>
                <th className={th}>Name</th>
                <th className={th}>Email</th>
                <th className={`${th} hidden sm:table-cell`}>Access</th>
                <th className={`${th} hidden sm:table-cell`}>Since</th>
                <th className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-terracotta-50">
              {data.users.map((account) => {
                const self = account.id === user?.id;
                return (
                  <tr key={account.id} className={account.isActive ? "" : "text-ink/50"}>
                    <td className={`${td} font-semibold`}>
                      {account.fullName}
                      {self ? <span className="ml-2 rounded-full bg-marigold-100 px-2 py-0.5 text-xs font-bold text-ink">You</span> : null}
                      <span className="block text-xs font-normal text-ink/60 sm:hidden">{accessLabel(account)}</span>
                    </td>
                    <td className={`${td} [overflow-wrap:anywhere]`}>{account.email}</td>
                    <td className={`${td} hidden sm:table-cell`}>
                      {account.isActive ? accessLabel(account) : <span className="font-bold text-red-700">{accessLabel(account)}</span>}
                    </td>
                    <td className={`${td} hidden sm:table-cell`}>{day(account.createdAt)}</td>
                    <td className={`${td} text-right`}>
                      {self ? null : account.isActive ? (
                        <button type="button" onClick={() => void setActive(account, false)} className="rounded-full border-2 border-red-200 px-3 py-1 font-bold text-red-700 hover:border-red-500">
                          Deactivate
                        </button>
                      ) : (
                        <button type="button" onClick={() => void setActive(account, true)} className="rounded-full border-2 border-leaf-500/40 px-3 py-1 font-bold text-leaf-500 hover:border-leaf-500">
                          Reactivate
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </Panel>
  );
}
