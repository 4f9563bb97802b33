import type { NextPageContext } from "next";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { DATABASE_UNAVAILABLE } from "@/lib/core/errors";
import { databaseOutageIsRecent } from "@/lib/db/outage-clock";

// Next answers a page it could not render at all (a story page kept in the page cache fails
// before its error boundary can be used) with this page. During a database outage it says, in
// the admin screens' words, that the site will be right back; the server answers it 503.

type Props = { outage: boolean; spanish: boolean };

// The theme's paper, ink and terracotta-700 (app/theme.css is not loaded by this page).
const palette = { paper: "#fffaf0", ink: "#140d07", terracotta: "#963f22" };

export default function ErrorPage({ outage, spanish }: Props) {
  const words = spanish ? es.outage : en.outage;
  return (
    <main
      lang={spanish ? "es" : "en"}
      style={{
        minHeight: "100vh",
        display: "grid",
        placeItems: "center",
        background: palette.paper,
        color: palette.ink,
        fontFamily: "system-ui, sans-serif",
        padding: "1.5rem",
      }}
    >
      <div style={{ maxWidth: "28rem", textAlign: "center" }}>
        <h1 style={{ color: palette.terracotta, fontSize: "2rem", margin: "0 0 1rem" }}>{outage ? words.title : words.errorTitle}</h1>
        <p style={{ fontSize: "1.125rem", lineHeight: 1.5, margin: "0 0 1.5rem" }}>
          {outage ? (spanish ? words.text : DATABASE_UNAVAILABLE) : words.errorText}
        </p>
        <a href={spanish ? "/es" : "/"} style={{ color: palette.terracotta, fontWeight: 700, fontSize: "1.125rem" }}>
          {words.home}
        </a>
      </div>
    </main>
  );
}

ErrorPage.getInitialProps = ({ res, err, asPath }: NextPageContext): Props => {
  const status = res?.statusCode ?? err?.statusCode ?? 500;
  return { outage: status >= 500 && databaseOutageIsRecent(), spanish: /^\/es(\/|$|\?)/.test(asPath ?? "") };
};
