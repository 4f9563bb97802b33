import http from "node:http";
import type { AddressInfo } from "node:net";
import { generateKeyPairSync, sign } from "node:crypto";

export type FakeOidc = {
  issuer: string;
  close: () => Promise<void>;
  /** The `email_verified` claim of the next ID tokens (true at start; undefined leaves it out). */
  setEmailVerified: (value: boolean | undefined) => void;
};

/**
 * A minimal OpenID Connect provider on loopback: discovery, an authorize endpoint that signs the
 * person straight in, a token endpoint issuing an RS256 ID token, JWKS and userinfo.
 */
export async function startFakeOidc(person: { email: string; name: string; givenName: string; familyName: string }, clientId: string): Promise<FakeOidc> {
  let emailVerified: boolean | undefined = true;
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: "jwk" }), kid: "k1", alg: "RS256", use: "sig" };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const idToken = (claims: Record<string, unknown>) => {
    const unsigned = `${encode({ alg: "RS256", kid: "k1", typ: "JWT" })}.${encode(claims)}`;
    return `${unsigned}.${sign("sha256", Buffer.from(unsigned), privateKey).toString("base64url")}`;
  };
  let issuer = "";
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const json = (body: unknown) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
      });
    }
    if (url.pathname === "/jwks") return json({ keys: [jwk] });
    if (url.pathname === "/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", "one-time-code");
      const state = url.searchParams.get("state");
      if (state) back.searchParams.set("state", state);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === "/token") {
      const now = Math.floor(Date.now() / 1000);
      const claims = { iss: issuer, aud: clientId, sub: "external-person-1", iat: now, exp: now + 300 };
      const profile = {
        email: person.email,
        ...(emailVerified === undefined ? {} : { email_verified: emailVerified }),
        name: person.name,
        given_name: person.givenName,
        family_name: person.familyName,
      };
      return json({ access_token: "access", token_type: "Bearer", expires_in: 300, id_token: idToken({ ...claims, ...profile }) });
    }
    if (url.pathname === "/userinfo") return json({ sub: "external-person-1", email: person.email, name: person.name });
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    setEmailVerified: (value) => {
      emailVerified = value;
    },
  };
}
