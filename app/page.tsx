export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl p-8 text-center">
      <h1 className="font-[family-name:var(--font-display)] text-4xl font-bold text-terracotta-600">Free Coloring Pages</h1>
      <p className="mt-4 text-lg">Abuelita &amp; Pepita&apos;s Coloring Stories</p>
    </main>
  );
}
