"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { format } from "date-fns";
import { Fragment, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import useSWR, { useSWRConfig } from "swr";
import { useAuth } from "@/components/auth/auth-provider";
import { SmallButton } from "@/components/ui/button";
import { Panel } from "@/components/ui/card";
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import { Checkbox, TextareaField } from "@/components/ui/field";
import { errorMessage, fetchJson, swrDefaults } from "@/lib/client/fetch-json";
import type { AdminListItem, PendingInvitation } from "@/lib/auth/types";
import { FormField, SubmitButton } from "@/components/ui/form";
import {
  invitationSchema,
  invitationUrl,
  INVITATIONS_URL,
  userUrl,
  USERS_URL,
  type InvitationCreatedResponse,
  type InvitationsResponse,
  type UsersResponse,
} from "@/lib/api/auth";

const accessLabel = (account: AdminListItem) => (!account.isActive ? "Deactivated" : account.isAdmin ? "Admin" : "No admin access");

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

function InviteForm() {
  const [sent, setSent] = useState<Pick<InvitationCreatedResponse, "url" | "delivery"> | null>(null);
  const { mutate } = useSWRConfig();
  const form = useForm({ resolver: zodResolver(invitationSchema), defaultValues: { email: "", grantsAdmin: false, message: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await fetchJson<InvitationCreatedResponse>(INVITATIONS_URL, { method: "POST", body: values });
      setSent({ url: answer.url, delivery: answer.delivery });
      form.reset();
      toast.success(answer.message);
      await mutate(INVITATIONS_URL);
    } catch (error) {
      toast.error("Could not send the invitation", { description: errorMessage(error, "Please try again.") });
    }
  });

  return (
    <Panel title="Invite someone">
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField form={form} name="email" label="Email" type="email" />
        <TextareaField label="Personal note (optional)" id="message" rows={3} {...form.register("message")} error={errors.message?.message} />
        <Checkbox label="Give admin access" {...form.register("grantsAdmin")} />
        <SubmitButton busy={isSubmitting} busyLabel="Sending...">
          Send Invitation
        </SubmitButton>
      </form>
      {sent ? <SentLink {...sent} /> : null}
    </Panel>
  );
}

// Without a mail server the message only lands in the server's outbox: the admin is told so and
// passes the link on themselves.
function SentLink({ url, delivery }: Pick<InvitationCreatedResponse, "url" | "delivery">) {
  return (
    <div className="mt-5 rounded-2xl border-2 border-dashed border-marigold-500 bg-marigold-100 p-4 text-sm">
      <p className="mb-2 font-bold">
        {delivery === "smtp"
          ? "The invitation link was mailed. It is shown only this once:"
          : "No mail server is set up, so the invitation was written to the server's outbox, not sent. Copy the link and pass it on yourself; it is shown only this once:"}
      </p>
      <input
        readOnly
        value={url}
        aria-label="Invitation link"
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-lg border border-marigold-300 bg-white px-2 py-1.5 font-mono text-xs"
      />
      <button
        type="button"
        onClick={() => void navigator.clipboard?.writeText(url).then(() => toast.success("Link copied"))}
        className="mt-2 rounded-full bg-white px-3 py-1 font-bold text-terracotta-700 hover:bg-terracotta-50"
      >
        Copy link
      </button>
    </div>
  );
}

// On a phone an address wraps before its '@' and dots rather than mid-word.
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

const invitationAccess = (invitation: PendingInvitation) => (invitation.grantsAdmin ? "Admin" : "No admin access");
const invitationId = (invitation: PendingInvitation) => String(invitation.id);
const accountId = (account: AdminListItem) => String(account.id);

const invitationColumn = dataTableColumns<PendingInvitation>();

function invitationColumns(revoke: (invitation: PendingInvitation) => void) {
  return invitationColumn.columns([
    invitationColumn.accessor("email", {
      header: "Email",
      enableSorting: false,
      meta: { className: "[overflow-wrap:break-word] max-sm:col-span-2" },
      cell: ({ row }) => (
        <>
          <EmailText email={row.original.email} />
          <span className="block text-xs text-ink/60 sm:hidden">{invitationAccess(row.original)}</span>
        </>
      ),
    }),
    invitationColumn.display({
      id: "access",
      header: "Access",
      meta: { className: "hidden sm:table-cell" },
      cell: ({ row }) => invitationAccess(row.original),
    }),
    invitationColumn.display({
      id: "invitedBy",
      header: "Invited by",
      meta: { className: "hidden sm:table-cell" },
      cell: ({ row }) => row.original.invitedBy ?? "Command line",
    }),
    invitationColumn.accessor("expiresAt", {
      header: "Expires",
      enableSorting: false,
      meta: { cardLabel: "Expires" },
      cell: ({ getValue }) => day(getValue()),
    }),
    invitationColumn.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "text-right" },
      cell: ({ row }) => <SmallButton onClick={() => revoke(row.original)}>Revoke</SmallButton>,
    }),
  ]);
}

function PendingInvitations() {
  const { data, error, isLoading, mutate } = useSWR(INVITATIONS_URL, (key: string) => fetchJson<InvitationsResponse>(key), swrDefaults);
  const columns = useMemo(
    () =>
      invitationColumns(async (invitation) => {
        try {
          await fetchJson(invitationUrl(invitation.id), { method: "DELETE" });
          toast.success("Invitation revoked", { description: invitation.email });
          await mutate();
        } catch (failure) {
          toast.error("Could not revoke the invitation", { description: errorMessage(failure, "Please try again.") });
        }
      }),
    [mutate],
  );
  return (
    <Panel title="Pending invitations">
      {isLoading && !data ? <p className="text-ink/60">Loading...</p> : null}
      {error ? <p className="text-red-700">{errorMessage(error, "Could not load the invitations.")}</p> : null}
      {data ? (
        <DataTable
          label="Pending invitations"
          data={data.invitations}
          columns={columns}
          getRowId={invitationId}
          cardsOnPhones
          empty={<p className="text-ink/60">No pending invitations.</p>}
        />
      ) : null}
    </Panel>
  );
}

const accountColumn = dataTableColumns<AdminListItem>();

function accountColumns(selfId: number | string | undefined, setActive: (account: AdminListItem, isActive: boolean) => void) {
  return accountColumn.columns([
    accountColumn.accessor("fullName", {
      header: "Name",
      enableSorting: false,
      meta: { className: "font-semibold max-sm:col-span-2" },
      cell: ({ row }) => (
        <>
          {row.original.fullName}
          {row.original.id === selfId ? <span className="ml-2 rounded-full bg-marigold-100 px-2 py-0.5 text-xs font-bold text-ink">You</span> : null}
          <span className="block text-xs font-normal text-ink/60 sm:hidden">{accessLabel(row.original)}</span>
        </>
      ),
    }),
    accountColumn.accessor("email", {
      header: "Email",
      enableSorting: false,
      meta: { className: "[overflow-wrap:break-word] max-sm:col-span-2" },
      cell: ({ getValue }) => <EmailText email={getValue()} />,
    }),
    accountColumn.display({
      id: "access",
      header: "Access",
      meta: { className: "hidden sm:table-cell" },
      cell: ({ row }) => (row.original.isActive ? accessLabel(row.original) : <span className="font-bold text-red-700">{accessLabel(row.original)}</span>),
    }),
    accountColumn.accessor("createdAt", {
      header: "Since",
      enableSorting: false,
      meta: { className: "hidden sm:table-cell" },
      cell: ({ getValue }) => day(getValue()),
    }),
    accountColumn.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "text-right max-sm:col-span-2" },
      cell: ({ row }) => {
        const account = row.original;
        if (account.id === selfId) return null;
        return account.isActive ? (
          <SmallButton tone="danger" onClick={() => setActive(account, false)}>
            Deactivate
          </SmallButton>
        ) : (
          <SmallButton tone="positive" onClick={() => setActive(account, true)}>
            Reactivate
          </SmallButton>
        );
      },
    }),
  ]);
}

function AccountsTable() {
  const { user } = useAuth();
  const { data, error, isLoading, mutate } = useSWR(USERS_URL, (key: string) => fetchJson<UsersResponse>(key), swrDefaults);
  const columns = useMemo(
    () =>
      accountColumns(user?.id, async (account, isActive) => {
        try {
          await fetchJson(userUrl(account.id), { method: "PATCH", body: { isActive } });
          toast.success(isActive ? "Account reactivated" : "Account deactivated", { description: account.email });
          await mutate();
        } catch (failure) {
          toast.error("Could not change the account", { description: errorMessage(failure, "Please try again.") });
        }
      }),
    [user?.id, mutate],
  );
  return (
    <Panel title="Accounts">
      {isLoading && !data ? <p className="text-ink/60">Loading...</p> : null}
      {error ? <p className="text-red-700">{errorMessage(error, "Could not load the accounts.")}</p> : null}
      {data ? (
        <DataTable
          label="Accounts"
          data={data.users}
          columns={columns}
          getRowId={accountId}
          cardsOnPhones
          rowClassName={(account) => (account.isActive ? "" : "text-ink/60")}
        />
      ) : null}
    </Panel>
  );
}
