import { NextResponse } from "next/server";
import { z } from "zod";
import "@/lib/cli/registry";
import { authorizeCliRequest } from "@/lib/cli/auth";
import { cliCommand } from "@/lib/cli/commands";
import { AppError } from "@/lib/core/errors";
import { route } from "@/lib/http/route";

// Only command-line tools on this machine can call this: they connect over loopback and send
// the token kept in DATA_DIR/db.lock, which changes at every server start. They send no Origin.
const commandSchema = z.object({ name: z.string().min(1), args: z.record(z.string(), z.unknown()).default({}) });

export const POST = route({ allowMissingOrigin: true, body: commandSchema }, async ({ request, body }) => {
  if (!authorizeCliRequest(request)) throw new AppError("forbidden", "Forbidden");
  const command = cliCommand(body.name);
  if (!command) throw new AppError("bad_request", `Unknown command: ${body.name}`);
  try {
    return NextResponse.json(await command(body.args));
  } catch (error) {
    // A command's failure is for the person at the terminal, whatever its kind.
    throw new AppError("bad_request", error instanceof Error ? error.message : String(error));
  }
});
