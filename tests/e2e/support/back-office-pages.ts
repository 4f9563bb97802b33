import type { Locator, Page } from "@playwright/test";
import { card } from "./pages";

// The back office's screens as an admin works them: each page object names the screen's parts
// and does its repeated interactions, so that a spec reads as the steps it checks.

/** Accepts the next confirm() the page shows. */
export function acceptNextDialog(page: Page): void {
  page.once("dialog", (dialog) => void dialog.accept());
}

/** The number a filter button shows after its name ("Generated12" is 12). */
export async function countOn(button: Locator): Promise<number> {
  return Number((await button.textContent())!.replace(/\D/g, ""));
}

/** Generate New Story (/admin): the form that starts a story. */
export class GenerateStoryPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole("heading", { name: "Generate New Story" });
  }
  get submitButton(): Locator {
    return this.page.getByRole("button", { name: "Generate Story" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/admin");
  }

  field(label: string): Locator {
    return this.page.getByLabel(label);
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }
}

/** Story Assets (/admin/assets): the table of every story, its filters and each row's actions. */
export class StoriesTablePage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole("heading", { name: "Story Assets", level: 1 });
  }
  get table(): Locator {
    return this.page.getByRole("table", { name: "Story Assets" });
  }
  get rows(): Locator {
    return this.table.getByRole("row");
  }
  get menu(): Locator {
    return this.page.getByRole("menu");
  }

  /** The screen, searched for `title` when given. */
  async goto(title?: string): Promise<void> {
    await this.page.goto(title === undefined ? "/admin/assets" : `/admin/assets?q=${encodeURIComponent(title)}`);
  }

  /** The row of story `id`. */
  row(id: number): Locator {
    return this.rows.filter({ has: this.page.getByText(`Story #${id}`, { exact: true }) });
  }

  /** One of the filters (Published, Story Status, Archive Status...). */
  filter(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Opens the row's '⋯' menu and answers its items. */
  async menuItems(row: Locator): Promise<Locator> {
    await row.getByRole("button", { name: /^More actions for / }).click();
    return row.getByRole("menu").getByRole("menuitem");
  }

  /** Chooses `name` in the row's '⋯' menu. */
  async rowAction(row: Locator, name: string): Promise<void> {
    await row.getByRole("button", { name: /^More actions for / }).click();
    await row.getByRole("menu").getByRole("menuitem", { name, exact: true }).click();
  }
}

/** A story's detail screen (/admin/story/{id}, or /admin/story/original): its cards, its pages and the edits it confirms. */
export class StoryDetailPage {
  constructor(readonly page: Page) {}

  get actions(): Locator {
    return card(this.page, "Actions");
  }
  get status(): Locator {
    return card(this.page, "Status");
  }
  get confirmDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Confirm Changes" });
  }
  get saveChanges(): Locator {
    return this.confirmDialog.getByRole("button", { name: "Save Changes" });
  }

  async goto(id: number | "original" | string): Promise<void> {
    await this.page.goto(`/admin/story/${id}`);
  }

  /** The story's title, as the screen's heading. */
  title(text: string): Locator {
    return this.page.getByRole("heading", { name: text, level: 1 });
  }

  /** One page of the story, in the list of pages. */
  storyPage(pageNumber: number): Locator {
    return this.page.getByRole("listitem", { name: `Page ${pageNumber}`, exact: true });
  }

  /** The pencil of a field ("Story Title", "Page 3 English Text"...). */
  editButton(field: string): Locator {
    return this.page.getByRole("button", { name: `Edit ${field}` });
  }

  /** The field's box while it is edited. */
  textbox(field: string): Locator {
    return this.page.getByRole("textbox", { name: field });
  }

  saveButton(field: string): Locator {
    return this.page.getByRole("button", { name: `Save ${field}` });
  }

  /** Opens the field, types `value` and asks to save it: the Confirm Changes dialog comes next. */
  async edit(field: string, value: string): Promise<void> {
    await this.editButton(field).click();
    await this.textbox(field).fill(value);
    await this.saveButton(field).click();
  }

  /** Uploads a picture for the page through its file input. */
  async uploadPicture(pageNumber: number, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.storyPage(pageNumber).getByLabel(`Image file for page ${pageNumber}`).setInputFiles(file);
  }
}

/** Image Generation (/admin/image-gen): every story's pages with their pictures, and the draw buttons. */
export class ImageGenerationPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole("heading", { name: "Image Generation", level: 1 });
  }
  get generateAllMissing(): Locator {
    return this.page.getByRole("button", { name: "Generate all missing images" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/admin/image-gen");
  }

  /** Sorts by the Story column (ascending, then descending). */
  async sortByStory(): Promise<void> {
    await this.page.getByRole("button", { name: "Story", exact: true }).click();
  }

  /** The row of one page of story `id`. */
  row(id: number, pageNumber: number): Locator {
    return this.page
      .getByRole("row")
      .filter({ hasText: `ID: ${id}` })
      .filter({ has: this.page.getByText(`Page ${pageNumber}`, { exact: true }) });
  }
}

/** Image Gallery (/admin/gallery): a card per stored picture, the filters that count them, and the asset upload. */
export class GalleryPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole("heading", { name: "Image Gallery", level: 1 });
  }
  get cards(): Locator {
    return this.page.getByRole("list", { name: "Images" }).getByRole("listitem");
  }

  async goto(): Promise<void> {
    await this.page.goto("/admin/gallery");
  }

  /** A picture's card, by its name ("Tamalada, Page 1", or an asset's file name). */
  card(name: string): Locator {
    return this.page.getByRole("listitem", { name });
  }

  /** A filter button, which shows how many pictures it holds ("Generated", "Attached"). */
  filter(kind: string): Locator {
    return this.page.getByRole("button", { name: new RegExp(`^${kind}`) });
  }

  async uploadAsset(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByLabel("Asset image file").setInputFiles(file);
  }
}

/** Users (/admin/users): the accounts, the invitation form and the pending invitations. */
export class UsersPage {
  constructor(readonly page: Page) {}

  get accounts(): Locator {
    return this.page.getByRole("table", { name: "Accounts" });
  }
  get email(): Locator {
    return this.page.getByLabel("Email");
  }
  get sendInvitation(): Locator {
    return this.page.getByRole("button", { name: "Send Invitation" });
  }
  get invitationLink(): Locator {
    return this.page.getByLabel("Invitation link");
  }
  get pendingInvitations(): Locator {
    return this.page.getByRole("table", { name: "Pending invitations" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/admin/users");
  }

  /** Sends an invitation to `email` with the form's other fields as they are. */
  async invite(email: string): Promise<void> {
    await this.email.fill(email);
    await this.sendInvitation.click();
  }
}

/** Change password (/admin/change-password). */
export class ChangePasswordPage {
  constructor(readonly page: Page) {}

  get update(): Locator {
    return this.page.getByRole("button", { name: "Update Password" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/admin/change-password");
  }

  /** Fills the three fields and asks for the change. */
  async change(current: string, next: string, confirm = next): Promise<void> {
    await this.page.getByLabel("Current Password").fill(current);
    await this.page.getByLabel("New Password", { exact: true }).fill(next);
    await this.page.getByLabel("Confirm New Password").fill(confirm);
    await this.update.click();
  }
}
