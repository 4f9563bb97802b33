import { signOut } from "@/lib/auth/sessions";
import { route } from "@/lib/http/route";

export const POST = route({}, async ({ request }) => signOut(request));
