"use client";

import { useState } from "react";
import Link from "next/link";
import { toast } from "sonner";
import useSWR from "swr";
import { ConfirmChangesDialog } from "@/components/admin/kit/confirm-changes-dialog";
import { InfoList, StatusList } from "@/components/admin/kit/info-list";
import { PageImageFrame } from "@/components/admin/kit/page-image";
import { EditablePageText, PAGE_FIELD_HEADINGS, PageRow } from "@/components/admin/kit/page-row";
import { BackToAssets } from "@/components/admin/kit/back-to-assets";
import { TitleCard } from "@/components/admin/kit/title-card";
import { useFieldEditing } from "@/components/admin/kit/use-field-editing";
import { Badge } from "@/components/ui/badge";
import { SmallButton, SmallLink } from "@/components/ui/button";
import { Panel } from "@/components/ui/card";
import { fetchJson, swrDefaults } from "@/lib/client/fetch-json";
import { homepageAmong } from "@/lib/stories/model/homepage-rule";
import type { OriginalStoryPage } from "@/lib/stories/model/original-pages";
import { pageFieldProblem, STORIES_URL, type StoryListResponse } from "@/lib/api/stories";
import { ImagePicker } from "./image-picker";
import { promoteOriginalToHomepage, saveOriginalTitle } from "./original-story-calls";
import { useLocalImages } from "./use-local-images";

const CUSTOMIZATION = "Pepita, Abuelita's bright-eyed granddaughter, loves cooking, dancing and bedtime stories, and never leaves without a big hug.";

type TextField = "english" | "spanish" | "descriptionEn" | "descriptionEs";
type FieldKey = "title" | `${number}:${TextField}`;
type PageTexts = Record<TextField, string>;

const listFetcher = (key: string) => fetchJson<StoryListResponse>(key);

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

export function OriginalStoryScreen({ initialTitle, pages }: { initialTitle: string; pages: readonly OriginalStoryPage[] }) {
  const [title, setTitle] = useState(initialTitle);
  // Page texts live in the code: edits here are a preview in this browser until someone copies them there.
  const [texts, setTexts] = useState<Record<number, PageTexts>>(() =>
    Object.fromEntries(
      pages.map((page) => [
        page.id,
        { english: page.caption, spanish: page.captionSpanish, descriptionEn: page.descriptionEn, descriptionEs: page.descriptionEs },
      ]),
    ),
  );
  const localImages = useLocalImages();
  const [promoting, setPromoting] = useState(false);
  const stories = useSWR(STORIES_URL, listFetcher, swrDefaults).data?.stories;
  // Unknown until the list arrives: Promote stays usable and the status row says nothing yet.
  const home = stories ? homepageAmong(stories) : null;

  const editing = useFieldEditing<FieldKey>(async (key, value) => {
    if (key === "title") {
      const saved = await saveOriginalTitle(value);
      if (saved !== null) setTitle(saved);
      return saved !== null;
    }
    const [id, field] = key.split(":") as [string, TextField];
    const pageNumber = Number(id);
    setTexts((current) => ({ ...current, [pageNumber]: { ...current[pageNumber]!, [field]: value } }));
    toast.success("Page Updated", { description: `Page ${pageNumber} content has been updated locally. Changes would need to be saved to codebase manually.` });
    return true;
  });

  const promote = async () => {
    setPromoting(true);
    try {
      await promoteOriginalToHomepage();
    } finally {
      setPromoting(false);
    }
  };

  return (
    <div className="space-y-6">
      <BackToAssets />
      <TitleCard
        heading={title}
        value={title}
        edit={editing.field("title")}
        badges={
          <>
            <Badge tone="blue">Static</Badge>
            <Badge tone="green">Complete</Badge>
          </>
        }
      >
        <div className="flex flex-wrap gap-2">
          <SmallLink href="/" tone="accent">
            View Story
          </SmallLink>
          <SmallButton
            tone="positive"
            disabled={promoting || home?.isOriginal === true}
            title={home?.isOriginal ? "The Original Story is already on Home" : undefined}
            onClick={() => void promote()}
          >
            Promote to Homepage
          </SmallButton>
        </div>
      </TitleCard>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <Panel title="Story Information">
            <InfoList
              items={[
                { label: "Season", value: "All Seasons" },
                { label: "Pepita's Role", value: "Main Character" },
                { label: "Created", value: "Original Story" },
                { label: "Story ID", value: "Original" },
              ]}
            />
            <p className="mt-4 rounded-2xl bg-marigold-100/60 px-4 py-3 text-sm text-ink/80">
              <span className="font-bold">Customization:</span> {CUSTOMIZATION}
            </p>
          </Panel>
          <Panel title="Pages">
            <ol className="space-y-6">
              {pages.map((page) => {
                const custom = localImages.images[page.id];
                const pageTexts = texts[page.id]!;
                return (
                  <PageRow
                    key={page.id}
                    pageNumber={page.id}
                    subtitle={page.title}
                    image={
                      <PageImageFrame
                        pageNumber={page.id}
                        url={custom ?? page.image}
                        badge={custom ? <Badge tone="blue">Custom</Badge> : <Badge>Original</Badge>}
                      >
                        <ImagePicker pageNumber={page.id} onPick={(file) => localImages.pick(page.id, file)} />
                      </PageImageFrame>
                    }
                  >
                    <p className="text-xs text-ink/60">
                      Image file: <code className="rounded bg-paper px-1.5 py-0.5 font-mono text-ink/80 [overflow-wrap:anywhere]">{fileName(page.image)}</code>
                    </p>
                    <EditablePageText
                      heading="English Text"
                      label={`Page ${page.id} English Text`}
                      value={pageTexts.english}
                      edit={editing.field(`${page.id}:english`)}
                    />
                    <EditablePageText
                      heading="Spanish Text"
                      label={`Page ${page.id} Spanish Text`}
                      value={pageTexts.spanish}
                      edit={editing.field(`${page.id}:spanish`)}
                    />
                    {(["descriptionEn", "descriptionEs"] as const).map((field) => (
                      <EditablePageText
                        key={field}
                        heading={PAGE_FIELD_HEADINGS[field]}
                        label={`Page ${page.id} ${PAGE_FIELD_HEADINGS[field]}`}
                        value={pageTexts[field]}
                        edit={editing.field(`${page.id}:${field}`)}
                        validate={(draft) => pageFieldProblem(field, draft)}
                        muted
                      />
                    ))}
                  </PageRow>
                );
              })}
            </ol>
          </Panel>
        </div>
        <aside className="order-first space-y-6 lg:sticky lg:top-4 lg:order-none">
          <Panel title="Status">
            <StatusList
              items={[
                { label: "Story Status", badge: <Badge tone="green">Complete</Badge> },
                { label: "Image Status", badge: <Badge tone="green">Complete</Badge> },
                { label: "Publication Status", badge: <Badge tone="green">Always Published</Badge> },
                { label: "Archive Status", badge: <Badge>Active</Badge>, note: "Original story cannot be archived" },
                ...(home
                  ? [
                      {
                        label: "Homepage",
                        badge: home.isOriginal ? <Badge tone="yellow">On Home</Badge> : <Badge>Not on Home</Badge>,
                        note: home.isOriginal ? undefined : <HomeStoryLink id={home.id} />,
                      },
                    ]
                  : []),
              ]}
            />
          </Panel>
        </aside>
      </div>
      <ConfirmChangesDialog value={editing.pending?.value ?? ""} {...editing.dialog}>
        {editing.pending?.key === "title"
          ? "Are you sure you want to update the story title? This change will be applied locally."
          : "Are you sure you want to update the page content? This change will be applied locally."}
      </ConfirmChangesDialog>
    </div>
  );
}

function HomeStoryLink({ id }: { id: number }) {
  return (
    <>
      Home shows{" "}
      <Link href={`/admin/story/${id}`} className="font-semibold text-terracotta-700 underline">
        Story #{id}
      </Link>
    </>
  );
}
