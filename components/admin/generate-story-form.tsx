"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { toast } from "sonner";
import useSWR from "swr";
import type { z } from "zod";
import { PrimaryButton } from "@/components/ui/button";
import { Panel } from "@/components/ui/card";
import { Checkbox, Field, FieldError, SelectField, TextareaField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { errorMessage, fetchJson, HttpError, swrDefaults } from "@/lib/client/fetch-json";
import { storyWriterLabel, suggestedActivities } from "@/lib/story-writing/writer-info";
import {
  DEFAULT_SEASON,
  GENERATE_STORY_URL,
  PERSONALITY_TRAITS,
  SEASONS,
  STORY_WRITER_URL,
  storyGenerationRequestSchema,
  type GenerateStoryResponse,
  type StoryWriterInfoResponse,
} from "@/lib/api/story-generation";
import { refreshGenerationAllowance, useGenerationAllowance } from "@/lib/client/generation-allowance";
import { storiesLeftText, storyLimitReached } from "@/lib/generation/allowance";
import { FormField } from "@/components/ui/form";
import { StoryProgress } from "./story-progress";

type FormInput = z.input<typeof storyGenerationRequestSchema>;

const EMPTY_FORM: FormInput = {
  activityType: "",
  season: DEFAULT_SEASON,
  pepitaRole: "",
  pepitaCustomization: { personality: [], favoriteActivity: "", specialTrait: "", outfit: "" },
};

/** The field errors of a 400 answer (`errors` keyed by dotted path), if it carries any. */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  try {
    const body = JSON.parse(error.body) as { errors?: unknown };
    return body.errors && typeof body.errors === "object" ? (body.errors as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function GenerateStoryForm() {
  const [created, setCreated] = useState<string | null>(null);
  // The story last started here: its progress shows until it is written, then its screen opens.
  const [started, setStarted] = useState<number | null>(null);
  const form = useForm({
    resolver: zodResolver(storyGenerationRequestSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      setCreated(null);
      try {
        const answer = await fetchJson<GenerateStoryResponse>(GENERATE_STORY_URL, { method: "POST", body: values });
        if (!answer.success || !answer.storyId) {
          toast.error("Failed to generate story");
          return;
        }
        const message = `Story created successfully! Story ID: ${answer.storyId}`;
        setCreated(message);
        toast.success(message);
        void refreshGenerationAllowance();
        form.reset(EMPTY_FORM);
        setStarted(answer.storyId);
      } catch (error) {
        for (const [path, message] of Object.entries(serverFieldErrors(error))) form.setError(path as FieldPath<FormInput>, { message });
        toast.error(`Failed to start story generation: ${errorMessage(error, "Please check your inputs and try again.")}`);
      }
    },
    () => {
      toast.error("Please fix the form errors before submitting.");
    },
  );

  const customization = errors.pepitaCustomization;

  return (
    <div className="space-y-5">
      <GeneratorNote />
      <StoriesLeft />
      <Panel>
        <form onSubmit={submit} noValidate className="space-y-6">
          <div className="grid grid-cols-1 gap-5 md:grid-cols-3">
            {/* The placeholder names one example so it fits the field at every width; the hint lists them all. */}
            <div className="space-y-2">
              <FormField
                form={form}
                name="activityType"
                label="Activity Type"
                required
                placeholder="e.g., Cooking"
                hint="Cooking, Crafts, Garden, Market, Celebration, Daily Care"
                autoComplete="off"
              />
              <ActivitySuggestions
                typed={form.watch("activityType")}
                onPick={(activity) => form.setValue("activityType", activity, { shouldValidate: form.formState.isSubmitted })}
              />
            </div>
            <SelectField label="Season" required {...form.register("season")} error={errors.season?.message}>
              {SEASONS.map((season) => (
                <option key={season} value={season}>
                  {season}
                </option>
              ))}
            </SelectField>
            <FormField
              form={form}
              name="pepitaRole"
              label="Pepita's Role"
              required
              placeholder="e.g., Helpful"
              hint="Helpful, Observer, Playful Mischief, Comfort Provider"
            />
          </div>

          <fieldset className="space-y-5 rounded-2xl border-2 border-marigold-300 bg-marigold-100/40 p-4 sm:p-5">
            <legend className="px-2 font-[family-name:var(--font-display)] text-lg font-bold text-terracotta-700">Pepita Customization</legend>
            <fieldset
              aria-describedby={customization?.personality ? "personality-error" : undefined}
              aria-invalid={customization?.personality ? true : undefined}
            >
              <legend className="mb-2 text-sm font-bold text-ink/80">
                Personality Traits
                <span aria-hidden="true" className="ml-0.5 text-terracotta-600">
                  *
                </span>
              </legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
                {PERSONALITY_TRAITS.map((trait) => (
                  <Checkbox
                    key={trait}
                    label={trait}
                    value={trait}
                    className="rounded-xl border-2 border-terracotta-100 bg-white px-2 py-2 has-[:checked]:border-terracotta-500 has-[:checked]:bg-terracotta-50"
                    {...form.register("pepitaCustomization.personality")}
                  />
                ))}
              </div>
              <div className="mt-1.5">
                <FieldError id="personality-error" message={customization?.personality?.message} />
              </div>
            </fieldset>
            <Field
              label="Favorite Activity"
              required
              id="favoriteActivity"
              placeholder="e.g., Chasing butterflies"
              {...form.register("pepitaCustomization.favoriteActivity")}
              error={customization?.favoriteActivity?.message}
            />
            <TextareaField
              label="Special Trait"
              id="specialTrait"
              rows={3}
              placeholder="e.g., Tilts her head whenever Abuelita hums a song"
              {...form.register("pepitaCustomization.specialTrait")}
              error={customization?.specialTrait?.message}
            />
            <Field
              label="Outfit"
              id="outfit"
              placeholder="e.g., A little red bandana"
              {...form.register("pepitaCustomization.outfit")}
              error={customization?.outfit?.message}
            />
          </fieldset>

          {created ? <Notice tone="success">{created}</Notice> : null}
          {started === null ? null : <StoryProgress key={started} storyId={started} />}
          <div className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
            <p className="text-sm text-ink/60">
              <span aria-hidden="true" className="text-terracotta-600">
                *
              </span>{" "}
              Required
            </p>
            <PrimaryButton type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:min-w-56">
              {isSubmitting ? "Generating Story..." : "Generate Story"}
            </PrimaryButton>
          </div>
        </form>
      </Panel>
    </div>
  );
}

function useStoryWriter() {
  return useSWR(STORY_WRITER_URL, (key: string) => fetchJson<StoryWriterInfoResponse>(key), swrDefaults).data;
}

/**
 * The offline writer tells only the days it has a story for: as the admin types, the ones whose
 * words begin the same way, so a request is one it can write rather than one it will refuse.
 */
function ActivitySuggestions({ typed, onPick }: { typed: string; onPick: (activity: string) => void }) {
  const writer = useStoryWriter();
  if (!writer?.activities) return null;
  // Once the field holds one of them, the choice is made.
  if (writer.activities.some(({ en, es }) => en === typed.trim() || es === typed.trim())) return null;
  const suggestions = suggestedActivities(typed, writer.activities);
  if (!suggestions.length) return null;
  return (
    <div aria-live="polite" className="space-y-1.5">
      <p className="text-xs font-bold text-ink/70">The offline generator can write:</p>
      <ul aria-label="Activities the offline generator can write" className="flex flex-wrap gap-1.5">
        {suggestions.map((activity) => (
          <li key={activity}>
            <button
              type="button"
              onClick={() => onPick(activity)}
              className="rounded-xl border-2 border-terracotta-100 bg-white px-2.5 py-1 text-left text-sm text-ink hover:border-terracotta-400 hover:bg-terracotta-50 focus-visible:outline-2 focus-visible:outline-terracotta-600"
            >
              {activity}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function GeneratorNote() {
  const data = useStoryWriter();
  if (!data) return null;
  if (data.provider === "offline") {
    return <Notice tone="info">Offline generator: no Anthropic API key is configured, so stories are written by the built-in offline generator.</Notice>;
  }
  return <p className="text-sm text-ink/70">Stories are written by {storyWriterLabel(data)}.</p>;
}

/** Today's story allowance, where the admin spends it. */
function StoriesLeft() {
  const allowance = useGenerationAllowance();
  if (!allowance) return null;
  const { stories } = allowance;
  if (stories.left > 0) return <p className="text-sm text-ink/70">{storiesLeftText(stories)}</p>;
  return <Notice tone="error">{storyLimitReached(stories)}</Notice>;
}
