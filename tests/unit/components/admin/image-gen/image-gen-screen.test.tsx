// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { ImageGenerationScreen } from "@/components/admin/image-gen/image-gen-screen";
import type { ImagePageRow } from "@/lib/api/images";
import { stubFetch, type FetchAnswer } from "../../../../support/fake-fetch";
import { resetScreensBetweenTests } from "../../../../support/screen-tests";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

function row(storyId: number, pageNumber: number, imageUrl: string | null = null): ImagePageRow {
  return {
    storyId,
    storyTitle: `Tamales ${storyId}`,
    pageNumber,
    english: "English",
    spanish: "Español",
    sceneDescription: `Scene of page ${pageNumber}`,
    imageUrl,
    imageSource: imageUrl ? "generated" : null,
    imageCredit: null,
    job: null,
  };
}

const allowance = (left: number, limit: number) => ({ left, limit, resetsAt: "2026-11-26T00:00:00Z" });

function serve(rows: () => ImagePageRow[], other?: FetchAnswer) {
  return stubFetch(
    {
      "/api/admin/image-pages": () => ({ success: true, rows: rows() }),
      "/api/admin/generation-allowance": { success: true, stories: allowance(20, 20), images: allowance(195, 200) },
    },
    other,
  );
}

// A fresh SWR cache per test: the screen's key is the same in every test.
const renderScreen = (discordConfigured = true) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ImageGenerationScreen discordConfigured={discordConfigured} imageProvider="Offline line-art generator" />
    </SWRConfig>,
  );

// Below 1024 px the page and image cells also show inside the Story cell (jsdom applies no CSS, so both are present).
const rowOf = (name: string) => screen.getAllByRole("row").find((candidate) => within(candidate).queryAllByText(name).length > 0)!;

resetScreensBetweenTests(toast);

describe("the image generation screen", () => {
  it("says so when no story has pages", async () => {
    serve(() => []);
    renderScreen();
    expect(screen.getByText("Loading image generation interface...")).toBeTruthy();
    expect(await screen.findByText("No stories found. Create a story first to generate images.")).toBeTruthy();
  });

  it("lists pages Story ascending, with their image or 'No image generated', and sorts by image status", async () => {
    serve(() => [row(2, 1, "/objects/generated/a.png"), row(1, 2), row(1, 1)]);
    renderScreen();
    await screen.findByText("Showing 1-3 of 3 rows");
    const bodyRows = () => screen.getAllByRole("row").slice(1);
    expect(
      bodyRows().map((candidate) => within(candidate).getAllByText(/^Page \d$/)[0]!.textContent + " " + within(candidate).getByText(/^ID: \d$/).textContent),
    ).toEqual(["Page 1 ID: 1", "Page 2 ID: 1", "Page 1 ID: 2"]);
    expect(within(bodyRows()[2]!).getAllByRole("link", { name: "View Image" })[0]!.getAttribute("href")).toBe("/objects/generated/a.png");
    expect(within(bodyRows()[0]!).getAllByText("No image generated")[0]).toBeTruthy();

    const imageHeader = within(screen.getByRole("columnheader", { name: /Generated Image/ })).getByRole("button");
    fireEvent.click(imageHeader);
    expect(within(bodyRows()[0]!).getAllByRole("link", { name: "View Image" })[0]).toBeTruthy();
    fireEvent.click(imageHeader);
    expect(within(bodyRows()[2]!).getAllByRole("link", { name: "View Image" })[0]).toBeTruthy();

    // The narrow screens' sort bar makes the same choices, and toggles the same way.
    const sortBar = screen.getByRole("group", { name: "Sort by" });
    fireEvent.click(within(sortBar).getByRole("button", { name: /^Page/ }));
    expect(within(sortBar).getByRole("button", { name: /^Page/ }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("columnheader", { name: /Page/ }).getAttribute("aria-sort")).toBe("ascending");
    fireEvent.click(within(sortBar).getByRole("button", { name: /^Page/ }));
    expect(screen.getByRole("columnheader", { name: /Page/ }).getAttribute("aria-sort")).toBe("descending");
    expect(bodyRows().map((candidate) => within(candidate).getAllByText(/^Page \d$/)[0]!.textContent)).toEqual(["Page 2", "Page 1", "Page 1"]);
  });

  it("disables a row's generation buttons while its request runs, then toasts and reloads the rows", async () => {
    let generated = false;
    let finish: () => void = () => {};
    const fetchMock = serve(
      () => [row(5, 1, generated ? "/objects/generated/new.png" : null), row(5, 2)],
      (url) =>
        new Promise<Response>((resolve) => {
          expect(url).toBe("/api/stories/5/generate-image/1");
          finish = () => {
            generated = true;
            resolve(
              Response.json({
                success: true,
                imageUrl: "/objects/generated/new.png",
                credit: { by: "openai", model: "gpt-image-1" },
                message: "Image Generated",
              }),
            );
          };
        }),
    );
    renderScreen();
    await screen.findByText("Showing 1-2 of 2 rows");
    // The same buttons throughout, not new ones: a button mounted again loses the keyboard's focus.
    const otherRowButton = within(rowOf("Scene of page 2")).getByRole("button", { name: "Test RAG" });

    fireEvent.click(within(rowOf("Scene of page 1")).getByRole("button", { name: "Generate (DALL-E)" }));
    const busy = rowOf("Scene of page 1");
    expect((within(busy).getByRole("button", { name: "Generating..." }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(busy).getByRole("button", { name: "Discord MJ" }) as HTMLButtonElement).disabled).toBe(true);
    // Other rows stay usable.
    expect((within(rowOf("Scene of page 2")).getByRole("button", { name: "Generate (DALL-E)" }) as HTMLButtonElement).disabled).toBe(false);

    finish();
    // OpenAI drew it, so the usual words stand.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Image Generated", { description: "DALL-E image created for Story 5, Page 1" }));
    expect(await within(rowOf("Scene of page 1")).findAllByRole("link", { name: "View Image" })).not.toHaveLength(0);
    expect((within(rowOf("Scene of page 1")).getByRole("button", { name: "Generate (DALL-E)" }) as HTMLButtonElement).disabled).toBe(false);
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/admin/image-pages")).toHaveLength(2);
    expect(within(rowOf("Scene of page 2")).getByRole("button", { name: "Test RAG" })).toBe(otherRowButton);
  });

  it("toasts the server's reason when Discord is not configured", async () => {
    serve(
      () => [row(3, 1)],
      () => Response.json({ success: false, message: "Midjourney through Discord is not configured." }, { status: 501 }),
    );
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Discord MJ" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Discord Generation Failed", {
        description: "Failed to start generation: Midjourney through Discord is not configured.",
      }),
    );
  });

  it("disables Discord MJ with the reason when Discord is not configured, and names the image provider", async () => {
    const fetchMock = serve(() => [row(3, 1)]);
    renderScreen(false);
    const discord = (await screen.findByRole("button", { name: "Discord MJ" })) as HTMLButtonElement;
    expect(discord.disabled).toBe(true);
    expect(discord.title).toBe("Midjourney through Discord is not configured on this server.");
    expect(
      screen.getByText(/Images are drawn by Offline line-art generator\. Discord MJ is off: Midjourney through Discord is not configured on this server\./),
    ).toBeTruthy();
    fireEvent.click(discord);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("shows the prompt context in an alert for Test RAG, and the Discord command with whether it can be sent for Test Discord RAG", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const context = {
      sceneDescription: "Abuelita waters the garden",
      storyTitle: "Tamales 3",
      pageNumber: 4,
      characters: "Abuelita: silver bun",
      style: "Style: thick black outlines",
    };
    serve(
      () => [row(3, 4)],
      (url) => {
        if (url === "/api/stories/3/image-prompt/4") {
          return Response.json({ success: true, provider: "offline", model: null, prompt: "Coloring page: Abuelita waters the garden", context });
        }
        expect(url).toBe("/api/stories/3/discord-prompt/4");
        return Response.json({
          success: true,
          provider: "midjourney",
          model: null,
          prompt: "Abuelita waters the garden --ar 17:22 [seed 0]",
          context,
          configured: false,
        });
      },
    );
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Test RAG" }));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert.mock.calls[0]![0]).toContain('Image prompt for "Tamales 3" (Story 3), Page 4\nGenerator: offline');
    expect(alert.mock.calls[0]![0]).toContain("Prompt:\nColoring page: Abuelita waters the garden");
    // The style arrives labelled: it reads 'Style: …' once, never 'Style: Style: …'.
    expect(alert.mock.calls[0]![0]).toContain("\n\nStyle: thick black outlines\n\n");
    expect(alert.mock.calls[0]![0]).not.toContain("Style: Style:");
    fireEvent.click(screen.getByRole("button", { name: "Test Discord RAG" }));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    expect(alert.mock.calls[1]![0]).toContain('Midjourney (Discord) prompt for "Tamales 3" (Story 3), Page 4\nDiscord is not configured on this server');
    expect(alert.mock.calls[1]![0]).toContain("Prompt:\n/imagine prompt: Abuelita waters the garden --ar 17:22 [seed 0]");
  });

  it("queues every missing page with 'Generate all missing images' after a confirm, then shows each page's job until its picture arrives", async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal("confirm", confirm);
    let rows = [
      row(3, 1, "/objects/generated/one.png"),
      row(3, 2),
      row(4, 1),
      { ...row(4, 2), job: { storyId: 4, pageNumber: 2, status: "failed" as const, lastError: "The image service refused the prompt." } },
    ];
    const fetchMock = serve(
      () => rows,
      (url, init) => {
        expect(url).toBe("/api/admin/generate-missing-images");
        expect(init?.method).toBe("POST");
        rows = rows.map((each) =>
          each.imageUrl ? each : { ...each, job: { storyId: each.storyId, pageNumber: each.pageNumber, status: "queued" as const, lastError: null } },
        );
        return Response.json({
          success: true,
          queued: [
            { storyId: 3, pageNumber: 2 },
            { storyId: 4, pageNumber: 1 },
            { storyId: 4, pageNumber: 2 },
          ],
          message: "Generating 3 missing images",
        });
      },
    );
    renderScreen();
    expect(await screen.findByText("3 pages without an image.")).toBeTruthy();
    expect(screen.getAllByText("Failed: The image service refused the prompt.").length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole("button", { name: "Generate all missing images" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Image Generation Started", { description: "Generating 3 missing images" }));
    expect(confirm).toHaveBeenCalledWith("Generate 3 missing images in 2 stories?\n\nImages left today: 195 of 200.");
    expect(await screen.findByText("3 being generated in the background.")).toBeTruthy();
    expect(screen.getAllByText("Queued").length).toBeGreaterThan(0);
    // A page being drawn takes no second request, and nothing is left for the batch.
    const queuedRow = screen.getAllByRole("row").find((each) => within(each).queryAllByText("Queued").length > 0 && within(each).queryByText("ID: 4"))!;
    expect((within(queuedRow).getByRole("button", { name: "Generate (DALL-E)" }) as HTMLButtonElement).disabled).toBe(true);
    // The button says "Starting..." until the rows have reloaded, which can come after the counts change.
    expect(((await screen.findByRole("button", { name: "Generate all missing images" })) as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === "/api/admin/generate-missing-images")).toHaveLength(1);
  });

  it("queues nothing when the admin cancels the confirm", async () => {
    vi.stubGlobal(
      "confirm",
      vi.fn(() => false),
    );
    const fetchMock = serve(() => [row(3, 1)]);
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Generate all missing images" }));
    await waitFor(() => expect(window.confirm).toHaveBeenCalledWith("Generate 1 missing image in 1 story?\n\nImages left today: 195 of 200."));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/admin/image-pages", "/api/admin/generation-allowance"]);
  });

  it("shows the server's first page and counts at once, then the whole list once it arrives", async () => {
    let answer: (rows: ImagePageRow[]) => void = () => {};
    stubFetch({ "/api/admin/image-pages": () => new Promise((resolve) => (answer = (rows) => resolve({ success: true, rows }))) });
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ImageGenerationScreen
          discordConfigured
          imageProvider="Offline line-art generator"
          firstView={{ rows: [row(1, 1), row(1, 2, "/one.png")], total: 30, missing: 29, drawing: 0 }}
        />
      </SWRConfig>,
    );
    expect(screen.queryByText("Loading image generation interface...")).toBeNull();
    expect(rowOf("Scene of page 2")).toBeTruthy();
    expect(screen.getByText("29 pages without an image.")).toBeTruthy();
    // Its count and confirmation need the whole list.
    expect((screen.getByRole("button", { name: "Generate all missing images" }) as HTMLButtonElement).disabled).toBe(true);

    answer([row(1, 1), row(1, 2, "/one.png"), row(2, 1)]);
    expect(await screen.findByText("2 pages without an image.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Generate all missing images" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
