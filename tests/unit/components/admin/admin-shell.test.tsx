// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { AdminShell } from "@/components/admin/admin-shell";
import { AuthProvider } from "@/components/auth/auth-provider";
import { stubFetch } from "../../../support/fake-fetch";
import { resetScreensBetweenTests } from "../../../support/screen-tests";

vi.mock("next/navigation", () => ({ usePathname: () => "/admin/change-password" }));

// A fresh SWR cache per test: the current user is cached for the page's lifetime.
const fresh = (ui: ReactNode) => render(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);

const user = { id: 1, email: "rosa@example.com", fullName: "Abuelita Rosa", isAdmin: true };

resetScreensBetweenTests();

describe("the admin shell", () => {
  it("shows the full-screen 'Loading...' spinner while the current user loads", () => {
    stubFetch(() => new Promise(() => {}));
    fresh(
      <AuthProvider>
        <AdminShell>secret screen</AdminShell>
      </AuthProvider>,
    );
    expect(screen.getByText("Loading...")).toBeTruthy();
    expect(screen.queryByText("secret screen")).toBeNull();
  });

  it("shows 'Authentication Required' with a Log In link to /api/login when signed out", async () => {
    stubFetch(() => new Response('{"success":false}', { status: 401 }));
    fresh(
      <AuthProvider>
        <AdminShell>secret screen</AdminShell>
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByText("Authentication Required")).toBeTruthy());
    expect(screen.getByText("You need to be logged in to access the admin panel.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log In" }).getAttribute("href")).toBe("/api/login");
  });

  it("greets the user, highlights the current link and goes to /login on Logout even when the call fails", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    stubFetch(() => new Response("boom", { status: 500 }));
    fresh(
      <AuthProvider initialUser={user}>
        <AdminShell>the screen</AdminShell>
      </AuthProvider>,
    );
    expect(screen.getByText("Welcome, Abuelita Rosa")).toBeTruthy();
    expect(screen.getByText("the screen")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Change password" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Back to Story" }).getAttribute("href")).toBe("/");
    fireEvent.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/login"));
  });

  it("opens the admin links as a list from the phone Menu button, the current one marked, and closes on Escape with focus back", () => {
    stubFetch(() => ({ success: true, user }));
    fresh(
      <AuthProvider initialUser={user}>
        <AdminShell>the screen</AdminShell>
      </AuthProvider>,
    );
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(menu);
    expect(menu.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(menu.getAttribute("aria-controls")!)!;
    const links = within(panel)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links).toEqual(expect.arrayContaining(["Create Story", "View Assets", "Image Generation", "Image gallery", "Change password", "Admins"]));
    expect(within(panel).getByRole("link", { name: "Change password" }).getAttribute("aria-current")).toBe("page");
    expect(within(panel).getByRole("button", { name: "Logout" })).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById(menu.getAttribute("aria-controls")!)).toBeNull();
    expect(document.activeElement).toBe(menu);
  });
});
