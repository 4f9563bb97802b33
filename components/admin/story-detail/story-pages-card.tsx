"use client";

import { Panel } from "@/components/ui/card";
import { STORY_STATUS } from "@/lib/stories/model/status";
import { storyPages } from "@/lib/stories/model/story-data";
import type { StoryJsonValues } from "@/lib/schemas/story-json";
import { pageImages } from "@/lib/stories/model/story-images";
import { creditOf } from "@/lib/stories/model/credits";
import type { PageImageJob } from "@/lib/api/images";
import { pageFieldProblem } from "@/lib/api/stories";
import { isJobPending } from "./image-jobs";
import { EDITABLE_FIELDS, type EditableField, type StoryDetail } from "@/lib/stories/model/types";
import { DeleteImageButton } from "./delete-image-button";
import { GeneratePageImageButton } from "./generate-page-image-button";
import { ImageProviderNote } from "@/components/admin/image-provider-note";
import { JobProgress } from "@/components/admin/job-progress";
import { ImageSourceBadge, PageImageFrame } from "@/components/admin/kit/page-image";
import { EditablePageText, PAGE_FIELD_HEADINGS, PageRow, type FieldEditProps } from "@/components/admin/kit/page-row";
import { UploadImageButton } from "./upload-image-button";

export type PageFieldKey = `${number}:${EditableField}`;
export const pageFieldKey = (pageNumber: number, field: EditableField): PageFieldKey => `${pageNumber}:${field}`;

const FIELD_HEADINGS: Record<EditableField, string> = PAGE_FIELD_HEADINGS;
const FIELDS = Object.keys(EDITABLE_FIELDS) as EditableField[];

type StoryPagesCardProps = {
  story: StoryDetail;
  /** The story's JSON columns, decoded. */
  json: StoryJsonValues;
  field: (key: PageFieldKey) => FieldEditProps;
  /** The unfinished image job of a page without an image, if it has one. */
  jobOf: (pageNumber: number) => PageImageJob | undefined;
  /** The image provider in use, named on each page's Generate image button. */
  imageProvider: string;
};

export function StoryPagesCard({ story, json, field, jobOf, imageProvider }: StoryPagesCardProps) {
  const pages = storyPages(json.storyData);
  const imageOf = pageImages(json);
  return (
    <Panel title="Pages">
      {pages.length === 0 ? (
        <p className="text-ink/60">
          {story.status === STORY_STATUS.generating ? "The pages appear here as soon as the story is written." : "This story has no pages."}
        </p>
      ) : (
        <>
          <div className="-mt-2 mb-4">
            <ImageProviderNote provider={imageProvider} />
          </div>
          <ol className="space-y-6">
            {pages.map((page) => {
              const image = imageOf(page.pageNumber);
              const job = jobOf(page.pageNumber);
              return (
                <PageRow
                  key={page.pageNumber}
                  pageNumber={page.pageNumber}
                  image={
                    <PageImageFrame
                      pageNumber={page.pageNumber}
                      url={image?.url ?? null}
                      badge={image ? <ImageSourceBadge source={image.source} credit={creditOf(json.imageCredits, page.pageNumber)} /> : undefined}
                      progress={job ? <JobProgress job={job} /> : undefined}
                    >
                      <UploadImageButton storyId={story.id} pageNumber={page.pageNumber} />
                      <GeneratePageImageButton
                        storyId={story.id}
                        pageNumber={page.pageNumber}
                        provider={imageProvider}
                        drawing={job ? isJobPending(job) : false}
                      />
                      {image ? <DeleteImageButton storyId={story.id} pageNumber={page.pageNumber} source={image.source} /> : null}
                    </PageImageFrame>
                  }
                >
                  {FIELDS.map((name) => (
                    <EditablePageText
                      key={name}
                      heading={FIELD_HEADINGS[name]}
                      label={`Page ${page.pageNumber} ${FIELD_HEADINGS[name]}`}
                      value={page[EDITABLE_FIELDS[name]] ?? ""}
                      edit={field(pageFieldKey(page.pageNumber, name))}
                      validate={(draft) => pageFieldProblem(name, draft)}
                      muted={name !== "english" && name !== "spanish"}
                    />
                  ))}
                </PageRow>
              );
            })}
          </ol>
        </>
      )}
    </Panel>
  );
}
