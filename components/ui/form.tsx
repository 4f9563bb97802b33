"use client";

import type { ComponentProps, FormEventHandler, ReactNode } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { PrimaryButton } from "@/components/ui/button";
import { AuthPage, Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";

type FormFieldProps<T extends FieldValues, C, O extends FieldValues> = Omit<ComponentProps<typeof Field>, "name" | "form" | "error"> & {
  form: UseFormReturn<T, C, O>;
  name: FieldPath<T>;
};

/** A form's input, registered under `name` and showing that field's validation message. */
export function FormField<T extends FieldValues, C, O extends FieldValues>({ form, name, ...input }: FormFieldProps<T, C, O>) {
  return <Field {...input} {...form.register(name)} error={form.getFieldState(name, form.formState).error?.message} />;
}

/** A form's submit button: disabled, and saying what is happening, while the form is sent. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <PrimaryButton type="submit" disabled={busy}>
      {busy ? busyLabel : children}
    </PrimaryButton>
  );
}

/** A page holding one form in a card, with links under it. */
export function FormCard({
  onSubmit,
  footer,
  children,
  ...card
}: Omit<ComponentProps<typeof Card>, "children"> & { onSubmit: FormEventHandler<HTMLFormElement>; footer?: ReactNode; children: ReactNode }) {
  return (
    <AuthPage>
      <Card {...card}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {children}
        </form>
        {footer ? <div className="mt-6 flex flex-col items-center gap-3 text-center text-sm">{footer}</div> : null}
      </Card>
    </AuthPage>
  );
}
