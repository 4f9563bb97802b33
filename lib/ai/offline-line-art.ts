import "server-only";
import { createHash } from "node:crypto";
import { PAGE_IMAGE_HEIGHT as H, PAGE_IMAGE_WIDTH as W } from "./line-art";

// The embedded image default: a coloring page composed from simple outlined shapes. Abuelita and
// Pepita always stand in the middle; the scene's key nouns pick the sky, backdrop and props.
// Everything is white-filled with bold black outlines, so the page can be colored in.

const GROUND = 1225;
const outline = (width = 7) => `fill="#fff" stroke="#000" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
const line = (width = 6) => `fill="none" stroke="#000" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

type Random = () => number;

function seededRandom(seed: string): Random {
  const bytes = createHash("sha256").update(seed).digest();
  let index = 0;
  return () => {
    const value = bytes.readUInt16BE(index % (bytes.length - 1)) / 65535;
    index += 2;
    return value;
  };
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** An outlined limb: a thick black stroke with a thinner white one on top. */
function tube(d: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#fff" stroke-width="${width - 14}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function frame(): string {
  return `<rect x="22" y="22" width="${W - 44}" height="${H - 44}" rx="40" ${outline(9)}/>` +
    `<rect x="44" y="44" width="${W - 88}" height="${H - 88}" rx="26" fill="none" stroke="#000" stroke-width="3"/>`;
}

function sun(x: number, y: number): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<line x1="${x + Math.cos(a) * 88}" y1="${y + Math.sin(a) * 88}" x2="${x + Math.cos(a) * 128}" y2="${y + Math.sin(a) * 128}" ${line()}/>`;
  }).join("");
  return `${rays}<circle cx="${x}" cy="${y}" r="70" ${outline()}/>` +
    `<circle cx="${x - 22}" cy="${y - 12}" r="6" fill="#000"/><circle cx="${x + 22}" cy="${y - 12}" r="6" fill="#000"/>` +
    `<path d="M${x - 28} ${y + 16} Q${x} ${y + 42} ${x + 28} ${y + 16}" ${line()}/>`;
}

function star(x: number, y: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${(x + Math.cos(a) * radius).toFixed(1)},${(y + Math.sin(a) * radius).toFixed(1)}`;
  });
  return `<polygon points="${points.join(" ")}" ${outline(5)}/>`;
}

function moonAndStars(x: number, random: Random): string {
  const moon = `<path d="M${x} 120 A95 95 0 1 0 ${x + 40} 300 A75 75 0 1 1 ${x} 120 Z" ${outline()}/>`;
  const stars = Array.from({ length: 6 }, (_, i) => ({ x: 110 + i * 160 + random() * 50, y: 110 + random() * 220, r: 22 + random() * 12 }))
    .filter((s) => Math.abs(s.x - x) > 130)
    .map((s) => star(s.x, s.y, s.r));
  return moon + stars.join("");
}

function cloud(x: number, y: number, scale: number): string {
  const s = (n: number) => (n * scale).toFixed(1);
  return `<path d="M${x} ${y} q${s(-55)} 0 ${s(-55)} ${s(-40)} q0 ${s(-45)} ${s(55)} ${s(-42)} q${s(20)} ${s(-50)} ${s(80)} ${s(-40)} q${s(50)} ${s(-20)} ${s(85)} ${s(30)} q${s(55)} 0 ${s(50)} ${s(48)} q${s(-5)} ${s(45)} ${s(-55)} ${s(44)} Z" ${outline()}/>`;
}

function snowflake(x: number, y: number, r: number): string {
  return Array.from({ length: 3 }, (_, i) => {
    const a = (i * Math.PI) / 3;
    const dx = Math.cos(a) * r;
    const dy = Math.sin(a) * r;
    return `<line x1="${x - dx}" y1="${y - dy}" x2="${x + dx}" y2="${y + dy}" ${line(5)}/>`;
  }).join("") + `<circle cx="${x}" cy="${y}" r="${r / 4}" ${outline(4)}/>`;
}

function leaf(x: number, y: number, angle: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 -34 Q26 0 0 34 Q-26 0 0 -34 Z" ${outline(5)}/><line x1="0" y1="-28" x2="0" y2="40" ${line(4)}/></g>`;
}

function butterfly(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})">` +
    `<ellipse cx="-24" cy="-16" rx="24" ry="20" ${outline(5)}/><ellipse cx="24" cy="-16" rx="24" ry="20" ${outline(5)}/>` +
    `<ellipse cx="-18" cy="16" rx="16" ry="14" ${outline(5)}/><ellipse cx="18" cy="16" rx="16" ry="14" ${outline(5)}/>` +
    `<ellipse cx="0" cy="0" rx="6" ry="28" ${outline(5)}/><path d="M-3 -26 Q-12 -46 -20 -50 M3 -26 Q12 -46 20 -50" ${line(4)}/></g>`;
}

function bird(x: number, y: number): string {
  return `<path d="M${x - 30} ${y} Q${x - 15} ${y - 22} ${x} ${y} Q${x + 15} ${y - 22} ${x + 30} ${y}" ${line()}/>`;
}

function papelPicado(random: Random): string {
  const flags = Array.from({ length: 7 }, (_, i) => {
    const x = 90 + i * 128;
    const y = 118 + Math.sin((i / 6) * Math.PI) * 50;
    const cut = random() > 0.5
      ? `<circle cx="${x + 45}" cy="${y + 50}" r="16" ${outline(4)}/>`
      : `<path d="M${x + 45} ${y + 30} L${x + 62} ${y + 52} L${x + 45} ${y + 74} L${x + 28} ${y + 52} Z" ${outline(4)}/>`;
    return `<path d="M${x} ${y} L${x + 90} ${y} L${x + 90} ${y + 100} L${x + 75} ${y + 88} L${x + 60} ${y + 100} L${x + 45} ${y + 88} L${x + 30} ${y + 100} L${x + 15} ${y + 88} L${x} ${y + 100} Z" ${outline(5)}/>${cut}`;
  });
  return `<path d="M60 110 Q512 230 964 110" ${line()}/>` + flags.join("");
}

function house(): string {
  return `<rect x="70" y="770" width="320" height="${GROUND - 770}" ${outline()}/>` +
    `<path d="M40 790 L230 610 L420 790 Z" ${outline()}/>` +
    `<path d="M100 760 L360 760 M130 730 L330 730 M165 695 L295 695 M200 660 L260 660" ${line(4)}/>` +
    `<path d="M170 ${GROUND} L170 1060 Q230 1000 290 1060 L290 ${GROUND}" ${outline()}/><circle cx="270" cy="1140" r="8" fill="#000"/>` +
    `<rect x="105" y="840" width="110" height="100" rx="8" ${outline()}/><path d="M160 840 L160 940 M105 890 L215 890" ${line(5)}/>` +
    `<path d="M95 945 L225 945" ${line()}/>` +
    `<path d="M320 ${GROUND} L310 1160 L370 1160 L360 ${GROUND} Z" ${outline()}/>` +
    `<path d="M340 1160 Q320 1100 300 1090 M340 1160 Q345 1090 340 1070 M340 1160 Q365 1105 385 1095" ${line(5)}/>`;
}

function marketStall(random: Random): string {
  const fruit = Array.from({ length: 6 }, (_, i) => `<circle cx="${110 + i * 48}" cy="${1045 - (i % 2) * 10}" r="${22 + random() * 6}" ${outline(5)}/>`).join("");
  const scallops = Array.from({ length: 6 }, (_, i) => `<path d="M${70 + i * 55} 780 Q${97 + i * 55} 830 ${125 + i * 55} 780" ${outline(5)}/>`).join("");
  const stripes = Array.from({ length: 5 }, (_, i) => `<line x1="${125 + i * 55}" y1="700" x2="${125 + i * 55}" y2="780" ${line(4)}/>`).join("");
  return `<rect x="85" y="780" width="16" height="${GROUND - 780}" ${outline(5)}/><rect x="360" y="780" width="16" height="${GROUND - 780}" ${outline(5)}/>` +
    `<path d="M60 780 L90 700 L370 700 L400 780 Z" ${outline()}/>${stripes}${scallops}` +
    fruit +
    `<rect x="75" y="1060" width="310" height="${GROUND - 1060}" ${outline()}/><path d="M75 1110 L385 1110" ${line(4)}/>`;
}

function tree(x: number, withLeaves: boolean): string {
  const canopy = `<path d="M${x - 120} 820 q-60 -10 -50 -80 q-20 -80 60 -95 q20 -85 110 -70 q80 -40 130 40 q80 10 60 100 q40 70 -40 105 q-30 50 -110 30 q-80 30 -160 -30 Z" ${outline()}/>`;
  const fruit = withLeaves ? "" : [0, 1, 2, 3].map((i) => `<circle cx="${x - 90 + i * 55}" cy="${735 + (i % 2) * 40}" r="14" ${outline(5)}/>`).join("");
  return `<path d="M${x - 35} ${GROUND} Q${x - 20} 1000 ${x - 30} 840 L${x + 30} 840 Q${x + 20} 1000 ${x + 40} ${GROUND} Z" ${outline()}/>` +
    `<path d="M${x - 5} 1000 Q${x} 960 ${x + 12} 930" ${line(4)}/>` + canopy + fruit;
}

function table(item: string): string {
  return `<rect x="760" y="1010" width="220" height="28" rx="6" ${outline()}/>` +
    `<path d="M780 1038 L790 ${GROUND} M960 1038 L950 ${GROUND}" ${line(9)}/>` + item;
}

function pot(): string {
  return `<path d="M790 1010 Q780 920 820 900 L920 900 Q960 920 950 1010 Z" ${outline()}/>` +
    `<ellipse cx="870" cy="900" rx="58" ry="14" ${outline()}/>` +
    `<path d="M795 935 Q770 930 775 955 M945 935 Q970 930 965 955" ${line(6)}/>` +
    `<path d="M845 870 Q830 845 850 825 Q870 805 855 780 M895 870 Q880 845 900 825 Q920 805 905 780" ${line(5)}/>`;
}

function cake(): string {
  return `<rect x="800" y="940" width="140" height="70" rx="8" ${outline()}/><rect x="825" y="890" width="90" height="50" rx="8" ${outline()}/>` +
    `<path d="M800 965 Q818 985 835 965 Q852 985 870 965 Q888 985 905 965 Q922 985 940 965" ${line(5)}/>` +
    [845, 870, 895].map((x) => `<rect x="${x - 5}" y="855" width="10" height="35" ${outline(4)}/><path d="M${x} 848 Q${x - 8} 838 ${x} 824 Q${x + 8} 838 ${x} 848 Z" ${outline(4)}/>`).join("");
}

function vaseOfFlowers(): string {
  return `<path d="M840 1010 Q820 960 845 930 L895 930 Q920 960 900 1010 Z" ${outline()}/>` +
    [[-40, 820], [0, 800], [40, 830]].map(([dx, y]) => `<path d="M870 930 Q${870 + dx! / 2} 880 ${870 + dx!} ${y! + 25}" ${line(5)}/>${flowerHead(870 + dx!, y!, 26)}`).join("");
}

function balloons(): string {
  return [[800, 790], [870, 740], [940, 800]].map(([x, y]) =>
    `<path d="M${x} ${y! + 55} Q${x! + 15} ${y! + 120} ${x! + 5} ${y! + 215}" ${line(4)}/><ellipse cx="${x}" cy="${y}" rx="42" ry="52" ${outline()}/><path d="M${x! - 8} ${y! + 62} L${x! + 8} ${y! + 62} L${x} ${y! + 50} Z" ${outline(4)}/>`,
  ).join("");
}

function flowerHead(x: number, y: number, r: number): string {
  const petals = Array.from({ length: 6 }, (_, i) =>
    `<ellipse cx="${x}" cy="${y - r * 0.75}" rx="${r * 0.42}" ry="${r * 0.62}" transform="rotate(${i * 60} ${x} ${y})" ${outline(5)}/>`,
  ).join("");
  return `${petals}<circle cx="${x}" cy="${y}" r="${r * 0.38}" ${outline(5)}/>`;
}

function flower(x: number, height: number): string {
  const top = GROUND + 230 - height;
  return `<path d="M${x} ${GROUND + 235} Q${x - 8} ${top + 60} ${x} ${top}" ${line(6)}/>` +
    `<path d="M${x - 2} ${top + 90} Q${x - 40} ${top + 70} ${x - 46} ${top + 100} Q${x - 20} ${top + 115} ${x - 2} ${top + 90} Z" ${outline(5)}/>` +
    flowerHead(x, top, 34);
}

function grass(x: number): string {
  return `<path d="M${x - 18} ${GROUND + 40} L${x - 10} ${GROUND + 8} L${x} ${GROUND + 40} L${x + 8} ${GROUND + 4} L${x + 18} ${GROUND + 40}" ${line(5)}/>`;
}

function basket(x: number): string {
  const y = GROUND + 110;
  return `<path d="M${x - 70} ${y - 40} Q${x} ${y - 150} ${x + 70} ${y - 40}" ${line(9)}/>` +
    [-40, 0, 40].map((dx) => `<circle cx="${x + dx}" cy="${y - 45}" r="26" ${outline(5)}/>`).join("") +
    `<path d="M${x - 85} ${y - 40} L${x + 85} ${y - 40} L${x + 65} ${y + 60} L${x - 65} ${y + 60} Z" ${outline()}/>` +
    `<path d="M${x - 78} ${y - 8} L${x + 78} ${y - 8} M${x - 72} ${y + 26} L${x + 72} ${y + 26}" ${line(4)}/>`;
}

function wateringCan(x: number): string {
  const y = GROUND + 120;
  return `<path d="M${x + 50} ${y - 30} L${x + 120} ${y - 95} L${x + 130} ${y - 85} L${x + 60} ${y - 10} Z" ${outline(5)}/>` +
    `<rect x="${x - 60}" y="${y - 70}" width="120" height="100" rx="14" ${outline()}/>` +
    `<path d="M${x - 45} ${y - 70} Q${x} ${y - 140} ${x + 45} ${y - 70}" ${line(9)}/>`;
}

function abuelita(x: number): string {
  const g = (body: string) => `<g transform="translate(${x} ${GROUND})">${body}</g>`;
  return g(
    `<ellipse cx="-40" cy="-12" rx="36" ry="15" ${outline()}/><ellipse cx="40" cy="-12" rx="36" ry="15" ${outline()}/>` +
      tube("M-35 -30 L-35 -110", 34) + tube("M35 -30 L35 -110", 34) +
      `<path d="M-72 -385 L-155 -85 Q0 -60 155 -85 L72 -385 Z" ${outline()}/>` +
      `<path d="M-140 -110 Q-120 -95 -100 -105 Q-80 -92 -60 -103 Q-40 -92 -20 -102 Q0 -92 20 -102 Q40 -92 60 -103 Q80 -92 100 -105 Q120 -95 140 -110" ${line(5)}/>` +
      `<path d="M-52 -375 L-85 -150 Q0 -135 85 -150 L52 -375 Z" ${outline()}/>` +
      `<rect x="-30" y="-270" width="60" height="48" rx="8" ${outline(5)}/>` +
      `<rect x="-16" y="-530" width="32" height="40" ${outline()}/>` +
      `<path d="M-78 -380 L-62 -500 Q0 -520 62 -500 L78 -380 Z" ${outline()}/>` +
      [-36, -12, 12, 36].map((dx) => `<circle cx="${dx}" cy="${-488 + Math.abs(dx) / 3}" r="9" ${outline(4)}/>`).join("") +
      `<path d="M-95 -505 Q-130 -420 -115 -300 L-70 -300 Q-80 -420 -55 -500 Z" ${outline(6)}/>` +
      `<path d="M-110 -300 L-118 -255 M-95 -300 L-98 -250 M-80 -300 L-78 -255" ${line(4)}/>` +
      tube("M62 -495 Q105 -430 118 -340", 44) +
      `<circle cx="-92" cy="-285" r="20" ${outline()}/><circle cx="120" cy="-318" r="20" ${outline()}/>` +
      `<circle cx="0" cy="-662" r="34" ${outline()}/><path d="M-18 -672 Q0 -650 18 -672" ${line(4)}/>` +
      `<circle cx="0" cy="-578" r="64" ${outline()}/>` +
      `<path d="M-64 -590 Q-62 -652 0 -654 Q62 -652 64 -590 Q40 -622 0 -615 Q-40 -622 -64 -590 Z" ${outline()}/>` +
      `<path d="M-30 -640 Q-10 -625 10 -640 M20 -642 Q35 -628 48 -625" ${line(4)}/>` +
      `<circle cx="-25" cy="-578" r="17" ${outline(5)}/><circle cx="25" cy="-578" r="17" ${outline(5)}/>` +
      `<path d="M-8 -580 Q0 -588 8 -580" ${line(4)}/>` +
      `<circle cx="-25" cy="-578" r="5" fill="#000"/><circle cx="25" cy="-578" r="5" fill="#000"/>` +
      `<path d="M-24 -545 Q0 -525 24 -545" ${line(5)}/>` +
      `<circle cx="-66" cy="-560" r="7" ${outline(4)}/><circle cx="66" cy="-560" r="7" ${outline(4)}/>`,
  );
}

function pepita(x: number): string {
  const g = (body: string) => `<g transform="translate(${x} ${GROUND})">${body}</g>`;
  const braid = (side: number) =>
    [0, 1, 2].map((i) => `<ellipse cx="${side * (58 + i * 6)}" cy="${-330 + i * 32}" rx="14" ry="18" ${outline(5)}/>`).join("") +
    `<path d="M${side * 72} -232 L${side * 100} -250 L${side * 100} -214 Z" ${outline(5)}/><path d="M${side * 72} -232 L${side * 44} -250 L${side * 44} -214 Z" ${outline(5)}/><circle cx="${side * 72}" cy="-232" r="7" ${outline(4)}/>`;
  return g(
    `<ellipse cx="-24" cy="-10" rx="25" ry="12" ${outline()}/><ellipse cx="24" cy="-10" rx="25" ry="12" ${outline()}/>` +
      tube("M-20 -25 L-20 -140", 28) + tube("M20 -25 L20 -140", 28) +
      tube("M-38 -255 Q-75 -215 -88 -170", 30) + tube("M38 -255 Q80 -290 95 -335", 30) +
      `<circle cx="-90" cy="-160" r="15" ${outline(5)}/><circle cx="97" cy="-345" r="15" ${outline(5)}/>` +
      `<path d="M-42 -270 L-98 -130 Q0 -112 98 -130 L42 -270 Z" ${outline()}/>` +
      `<path d="M-92 -145 Q-78 -128 -62 -142 Q-46 -126 -30 -140 Q-15 -126 0 -140 Q15 -126 30 -140 Q46 -126 62 -142 Q78 -128 92 -145" ${line(4)}/>` +
      flowerHead(0, -205, 20) +
      `<path d="M-24 -270 L0 -250 L24 -270" ${line(5)}/>` +
      braid(-1) + braid(1) +
      `<circle cx="0" cy="-325" r="56" ${outline()}/>` +
      `<path d="M-56 -330 Q-55 -385 0 -385 Q55 -385 56 -330 Q35 -352 20 -345 Q0 -365 -20 -345 Q-35 -352 -56 -330 Z" ${outline()}/>` +
      `<circle cx="-20" cy="-322" r="6" fill="#000"/><circle cx="20" cy="-322" r="6" fill="#000"/>` +
      `<path d="M-20 -298 Q0 -280 20 -298" ${line(5)}/>` +
      `<circle cx="-34" cy="-302" r="8" ${outline(3)}/><circle cx="34" cy="-302" r="8" ${outline(3)}/>`,
  );
}

/** The SVG of a coloring page for the scene; deterministic for the same request. */
export function composeColoringPageSvg(request: { sceneDescription: string; storyTitle: string; pageNumber: number }): string {
  const text = `${request.sceneDescription} ${request.storyTitle}`.toLowerCase();
  const random = seededRandom(`${request.storyTitle}\n${request.pageNumber}\n${request.sceneDescription}`);
  const parts: string[] = [];

  const night = has(text, /\b(night|evening|moon|stars?|bedtime)\b/);
  const festive = has(text, /papel picado|banner|fiesta|celebrat|party|birthday/);
  const sunX = random() > 0.5 ? 840 : 190;
  if (festive) parts.push(papelPicado(random));
  else if (night) parts.push(moonAndStars(sunX > 512 ? 760 : 200, random));
  else {
    parts.push(sun(sunX, 210));
    parts.push(cloud(sunX > 512 ? 300 + random() * 120 : 600 + random() * 100, 330 + random() * 60, 0.9));
  }
  if (has(text, /snow|winter/)) {
    for (let i = 0; i < 9; i++) parts.push(snowflake(90 + random() * 840, 380 + random() * 260, 18 + random() * 12));
  } else if (has(text, /\bfall\b|autumn|leaves/)) {
    for (let i = 0; i < 6; i++) parts.push(leaf(100 + random() * 820, 400 + random() * 240, random() * 360));
  } else if (has(text, /butterfl|spring|garden/)) {
    parts.push(butterfly(150 + random() * 200, 470 + random() * 80), butterfly(650 + random() * 200, 430 + random() * 80));
  } else if (!night) {
    parts.push(bird(600 + random() * 200, 470), bird(700 + random() * 150, 520));
  }

  // Everything standing on the ground sits a little lower, so the figures fill the page.
  const scene: string[] = [`<path d="M44 ${GROUND} Q300 ${GROUND - 18} 512 ${GROUND} T980 ${GROUND}" ${line()}/>`];
  scene.push(has(text, /market|stall/) ? marketStall(random) : house());

  const tableItem = has(text, /clay pot|\bpot\b|tortilla|kitchen|cook|soup|beans/)
    ? pot()
    : has(text, /cake|birthday/)
      ? cake()
      : has(text, /paper flowers|vase|crafts?/)
        ? vaseOfFlowers()
        : null;
  if (tableItem) scene.push(table(tableItem));
  else scene.push(tree(835, has(text, /\bfall\b|autumn|leaves|winter|snow/)));
  if (has(text, /balloon/)) scene.push(balloons());

  scene.push(abuelita(430), pepita(680));

  const foreground: string[] = [];
  for (let i = 0; i < 6; i++) foreground.push(grass(90 + i * 165 + random() * 40));
  if (has(text, /basket|fruit|laundry/)) foreground.push(basket(200));
  if (has(text, /watering can|seed|plant/)) foreground.push(wateringCan(830));
  if (has(text, /flower|garden|spring/) && !has(text, /winter|snow/)) {
    const count = 2 + Math.floor(random() * 2);
    for (let i = 0; i < count; i++) foreground.push(flower(560 + i * 90 + random() * 30, 170 + random() * 60));
  }
  scene.push(...foreground);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><clipPath id="page"><rect x="48" y="48" width="${W - 96}" height="${H - 96}" rx="24"/></clipPath></defs>` +
    `<rect width="${W}" height="${H}" fill="#fff"/>${frame()}` +
    `<g clip-path="url(#page)">${parts.join("")}<g transform="translate(0 85)">${scene.join("")}</g></g></svg>`;
}
