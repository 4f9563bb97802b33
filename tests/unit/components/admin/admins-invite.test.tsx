// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { AdminsScreen, EmailText } from "@/components/admin/admins-screen";
import { stubFetch } from "../../../support/fake-fetch";
import { resetScreensBetweenTests } from "../../../support/screen-tests";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock("@/components/auth/auth-provider", () => ({ useAuth: () => ({ user: { id: 1, email: "abuela@example.com", fullName: "Abuela", isAdmin: true } }) }));

function serve(delivery: "smtp" | "outbox") {
  stubFetch((url, init) => {
    if (init?.method === "POST")
      return Response.json(
        {
          success: true,
          message: "ok",
          invitation: { id: 1, email: "tia@example.com", expiresAt: "2026-12-01T00:00:00.000Z" },
          url: "http://localhost/register?token=abc",
          delivery,
        },
        { status: 201 },
      );
    if (url.endsWith("/invitations")) return { success: true, invitations: [] };
    return { success: true, users: [] };
  });
}

async function invite() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AdminsScreen />
    </SWRConfig>,
  );
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "tia@example.com" } });
  fireEvent.click(screen.getByRole("button", { name: "Send Invitation" }));
  await waitFor(() => expect(screen.getByRole("textbox", { name: "Invitation link" })).toBeTruthy());
}

resetScreensBetweenTests();

describe("the invitation answer on the Admins screen", () => {
  it("says the invitation went to the outbox when no mail server is set, with the link and a Copy button", async () => {
    serve("outbox");
    await invite();
    expect(screen.getByText(/written to the server's outbox, not sent/)).toBeTruthy();
    expect(screen.queryByText(/was mailed/)).toBeNull();
    expect((screen.getByRole("textbox", { name: "Invitation link" }) as HTMLInputElement).value).toBe("http://localhost/register?token=abc");
    expect(screen.getByRole("button", { name: "Copy link" })).toBeTruthy();
  });

  it("says the link was mailed when it went through SMTP", async () => {
    serve("smtp");
    await invite();
    expect(screen.getByText(/The invitation link was mailed/)).toBeTruthy();
  });
});

describe("an email address in the tables", () => {
  it("may wrap only before its '@' and dots", () => {
    const { container } = render(<EmailText email="maria.lopez@example.com" />);
    expect(container.innerHTML).toBe("maria<wbr>.lopez<wbr>@example<wbr>.com");
  });
});
