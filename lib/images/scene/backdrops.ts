import type { TimeOfDay, Weather } from "@/lib/story-writing/scene/plan";
import type { Setting } from "@/lib/story-writing/scene/plan";

// The twelve places, drawn behind everything else on the 1024x1536 page. Each gives the floor
// line the characters stand on and the boxes its furniture takes, so nothing is put on top of it.

export type Box = { x: number; y: number; w: number; h: number };
export type Backdrop = { svg: string; ground: number; furniture: Box[]; indoor: boolean };

const o = (w = 7) => `fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const l = (w = 6) => `fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;

const LEFT = 48;
const RIGHT = 976;
const TOP = 48;

function sun(x: number, y: number): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<line x1="${(x + Math.cos(a) * 70).toFixed(1)}" y1="${(y + Math.sin(a) * 70).toFixed(1)}" x2="${(x + Math.cos(a) * 100).toFixed(1)}" y2="${(y + Math.sin(a) * 100).toFixed(1)}" ${l()}/>`;
  }).join("");
  return `${rays}<circle cx="${x}" cy="${y}" r="54" ${o()}/><path d="M${x - 20} ${y - 8} q6 -8 12 0 M${x + 8} ${y - 8} q6 -8 12 0" ${l(5)}/><path d="M${x - 22} ${y + 14} Q${x} ${y + 34} ${x + 22} ${y + 14}" ${l(5)}/>`;
}

function moon(x: number, y: number): string {
  return `<path d="M${x} ${y - 70} A70 70 0 1 0 ${x + 40} ${y + 60} A55 55 0 1 1 ${x} ${y - 70} Z" ${o()}/>`;
}

function star(x: number, y: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.5;
    return `${(x + Math.cos(a) * radius).toFixed(1)},${(y + Math.sin(a) * radius).toFixed(1)}`;
  });
  return `<polygon points="${points.join(" ")}" ${o(5)}/>`;
}

function cloud(x: number, y: number, s = 1): string {
  return `<path d="M${x} ${y} q${-50 * s} 0 ${-50 * s} ${-36 * s} q0 ${-40 * s} ${50 * s} ${-38 * s} q${18 * s} ${-45 * s} ${72 * s} ${-36 * s} q${45 * s} ${-18 * s} ${76 * s} ${27 * s} q${50 * s} 0 ${45 * s} ${43 * s} q${-5 * s} ${40 * s} ${-50 * s} ${40 * s} Z" ${o()}/>`;
}

/** What the sky shows: sun, moon and stars, clouds, rain, snow or wind. */
export function sky(x: number, y: number, w: number, h: number, time: TimeOfDay, weather: Weather): string {
  const parts: string[] = [];
  const night = time === "night" || time === "evening";
  if (night) {
    parts.push(moon(x + w * 0.75, y + h * 0.4));
    for (const [fx, fy] of [
      [0.15, 0.3],
      [0.4, 0.2],
      [0.3, 0.65],
      [0.55, 0.5],
    ])
      parts.push(star(x + w * fx!, y + h * fy!, Math.min(26, h * 0.1)));
  } else if (weather === "sunny" || weather === "clear" || weather === "windy") {
    parts.push(sun(x + w * 0.78, y + h * 0.42));
  }
  if (weather === "cloudy" || weather === "rainy" || weather === "windy") parts.push(cloud(x + w * 0.3, y + h * 0.55, Math.min(1, w / 500)));
  if (weather === "rainy") {
    for (let i = 0; i < 6; i++) parts.push(`<path d="M${x + w * (0.15 + i * 0.14)} ${y + h * 0.7} q-8 18 0 26 q8 -8 0 -26 Z" ${o(4)}/>`);
  }
  if (weather === "snowy") {
    for (let i = 0; i < 7; i++) {
      const cx = x + w * (0.1 + i * 0.13);
      const cy = y + h * (0.25 + ((i * 37) % 50) / 100);
      parts.push(
        `<path d="M${cx - 16} ${cy} L${cx + 16} ${cy} M${cx - 8} ${cy - 14} L${cx + 8} ${cy + 14} M${cx - 8} ${cy + 14} L${cx + 8} ${cy - 14}" ${l(5)}/>`,
      );
    }
  }
  if (weather === "windy" && !night) parts.push(`<path d="M${x + 30} ${y + h * 0.85} q60 -20 120 0 t120 0 M${x + 80} ${y + h * 0.95} q50 -16 100 0" ${l(5)}/>`);
  return parts.join("");
}

function windowPane(x: number, y: number, w: number, h: number, time: TimeOfDay, weather: Weather): string {
  return (
    `<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" rx="10" ${o()}/><rect x="${x}" y="${y}" width="${w}" height="${h}" ${o(5)}/>` +
    `<g>${sky(x, y, w, h, time, weather === "snowy" || weather === "rainy" ? weather : time === "night" ? "clear" : weather)}</g>` +
    `<path d="M${x + w / 2} ${y} L${x + w / 2} ${y + h} M${x} ${y + h / 2} L${x + w} ${y + h / 2}" ${l(7)}/>` +
    `<rect x="${x - 30}" y="${y + h + 14}" width="${w + 60}" height="20" rx="6" ${o(6)}/>`
  );
}

function floorTiles(ground: number): string {
  const lines = [0, 1, 2].map((i) => `<path d="M${LEFT} ${ground + 60 + i * 50} L${RIGHT} ${ground + 60 + i * 50}" ${l(4)}/>`).join("");
  const cols = Array.from({ length: 6 }, (_, i) => `<path d="M${200 + i * 130} ${ground} L${130 + i * 170} ${ground + 210}" ${l(4)}/>`).join("");
  return `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>${lines}${cols}`;
}

function tileBand(y: number): string {
  return (
    `<rect x="${LEFT}" y="${y}" width="${RIGHT - LEFT}" height="90" ${o(6)}/>` +
    Array.from({ length: 9 }, (_, i) => {
      const cx = LEFT + 52 + i * 103;
      return `<path d="M${cx} ${y + 12} L${cx + 33} ${y + 45} L${cx} ${y + 78} L${cx - 33} ${y + 45} Z" ${o(5)}/>`;
    }).join("")
  );
}

function bricks(y: number): string {
  return [
    [140, 0],
    [760, 30],
    [420, 60],
  ]
    .map(([x, dy]) => `<rect x="${x}" y="${y + dy!}" width="70" height="30" rx="4" ${o(4)}/>`)
    .join("");
}

function hills(y: number): string {
  return `<path d="M${LEFT} ${y} Q200 ${y - 90} 380 ${y - 20} Q560 ${y - 110} 760 ${y - 30} Q880 ${y - 80} ${RIGHT} ${y - 40}" ${l(6)}/>`;
}

function grassLine(y: number): string {
  return (
    `<path d="M${LEFT} ${y} Q300 ${y - 16} 512 ${y} T${RIGHT} ${y}" ${l(7)}/>` +
    Array.from({ length: 7 }, (_, i) => {
      const x = 90 + i * 140;
      return `<path d="M${x - 16} ${y + 70} L${x - 8} ${y + 40} L${x} ${y + 70} L${x + 8} ${y + 36} L${x + 16} ${y + 70}" ${l(5)}/>`;
    }).join("")
  );
}

function arch(x: number, y: number, w: number, h: number): string {
  return `<path d="M${x} ${y + h} L${x} ${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} L${x + w} ${y + h} Z" ${o()}/>`;
}

/**
 * A string of papel picado flags across the top, edge to edge as in the built-in story: it
 * closes the sky off from the frame and gives a row of flags to colour.
 */
function garland(y: number): string {
  const flags = Array.from({ length: 9 }, (_, i) => {
    const x = LEFT + 20 + i * 104;
    const top = y + 10 + Math.abs(i - 4) * -3;
    return `<path d="M${x} ${top} L${x + 80} ${top} L${x + 80} ${top + 62} L${x + 60} ${top + 50} L${x + 40} ${top + 62} L${x + 20} ${top + 50} L${x} ${top + 62} Z" ${o(5)}/>`;
  }).join("");
  return `<path d="M${LEFT - 10} ${y} Q512 ${y + 30} ${RIGHT + 10} ${y}" ${l(5)}/>${flags}`;
}

/** Striped wallpaper down to a rail, and panels under it: an indoor wall in pieces a child colours one by one. */
function wall(rail: number, ground: number, step = 186): string {
  const stripes = Array.from(
    { length: Math.floor((RIGHT - LEFT) / step) },
    (_, i) => `<path d="M${LEFT + step * (i + 1)} ${TOP - 10} L${LEFT + step * (i + 1)} ${rail}" ${l(4)}/>`,
  ).join("");
  const panels = Array.from({ length: 5 }, (_, i) => `<path d="M${LEFT + 155 * (i + 1)} ${rail} L${LEFT + 155 * (i + 1)} ${ground}" ${l(4)}/>`).join("");
  return `${stripes}${panels}<rect x="${LEFT - 10}" y="${rail - 10}" width="${RIGHT - LEFT + 20}" height="20" ${o(5)}/>`;
}

type Draw = (time: TimeOfDay, weather: Weather) => Backdrop;

const kitchen: Draw = (time, weather) => {
  const ground = 1230;
  return {
    svg:
      `${wall(720, ground, 232)}${windowPane(120, 190, 220, 200, time, weather)}` +
      `<rect x="560" y="300" width="360" height="20" rx="6" ${o(6)}/><path d="M600 320 L620 350 M880 320 L860 350" ${l(6)}/>` +
      [610, 690, 770, 850]
        .map((x, i) =>
          i % 2
            ? `<path d="M${x - 28} 300 Q${x - 34} 240 ${x} 236 Q${x + 34} 240 ${x + 28} 300 Z" ${o(6)}/>`
            : `<rect x="${x - 26}" y="244" width="52" height="56" rx="8" ${o(6)}/><path d="M${x + 26} 256 q22 4 0 28" ${l(6)}/>`,
        )
        .join("") +
      `${tileBand(720)}${bricks(560)}${floorTiles(ground)}`,
    ground,
    furniture: [
      { x: 100, y: 170, w: 270, h: 280 },
      { x: 550, y: 230, w: 380, h: 130 },
    ],
    indoor: true,
  };
};

const garden: Draw = (time, weather) => {
  const ground = 1250;
  return {
    svg:
      `${garland(TOP + 40)}${sky(LEFT, TOP + 130, RIGHT - LEFT, 300, time, weather)}${hills(560)}${hills(780)}` +
      Array.from(
        { length: 5 },
        (_, i) => `<path d="M${90 + i * 210} 980 L${90 + i * 210} 940 L${110 + i * 210} 920 L${130 + i * 210} 940 L${130 + i * 210} ${ground}" ${o(6)}/>`,
      ).join("") +
      `<path d="M${LEFT} 960 L${RIGHT} 960 M${LEFT} 1060 L${RIGHT} 1060 M${LEFT} 1160 L${RIGHT} 1160" ${l(8)}/>${grassLine(ground)}`,
    ground,
    furniture: [],
    indoor: false,
  };
};

const market: Draw = (time, weather) => {
  const ground = 1260;
  const scallops = Array.from(
    { length: 8 },
    (_, i) => `<path d="M${LEFT + i * 116} 520 Q${LEFT + 58 + i * 116} 590 ${LEFT + 116 + i * 116} 520" ${o(6)}/>`,
  ).join("");
  const stripes = Array.from({ length: 7 }, (_, i) => `<path d="M${LEFT + 116 + i * 116} 400 L${LEFT + 116 + i * 116} 520" ${l(5)}/>`).join("");
  return {
    svg:
      `${sky(LEFT, TOP, RIGHT - LEFT, 330, time, weather)}<path d="M${LEFT} 520 L${LEFT + 40} 400 L${RIGHT - 40} 400 L${RIGHT} 520 Z" ${o()}/>${stripes}${scallops}` +
      `<rect x="70" y="560" width="24" height="${ground - 560}" ${o(6)}/><rect x="930" y="560" width="24" height="${ground - 560}" ${o(6)}/>` +
      `<rect x="${LEFT - 10}" y="800" width="${RIGHT - LEFT + 20}" height="22" rx="6" ${o(6)}/>` +
      [150, 390, 630, 870]
        .map((x) => `<rect x="${x - 70}" y="720" width="140" height="80" rx="6" ${o(6)}/><path d="M${x - 70} 760 L${x + 70} 760" ${l(4)}/>`)
        .join("") +
      `<rect x="${LEFT}" y="1020" width="${RIGHT - LEFT}" height="40" rx="6" ${o()}/>` +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>` +
      [
        [100, 1285],
        [260, 1340],
        [520, 1300],
        [760, 1345],
        [900, 1290],
      ]
        .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="40" ry="12" ${o(5)}/>`)
        .join(""),
    ground,
    furniture: [{ x: LEFT, y: 1010, w: RIGHT - LEFT, h: 60 }],
    indoor: false,
  };
};

const bedroom: Draw = (time, weather) => {
  const ground = 1240;
  return {
    svg:
      `${wall(800, ground)}${windowPane(620, 170, 240, 230, time, weather)}` +
      `<path d="M600 150 Q640 300 600 460 L580 460 L580 150 Z" ${o(6)}/><path d="M880 150 Q840 300 880 460 L900 460 L900 150 Z" ${o(6)}/>` +
      `<rect x="140" y="220" width="150" height="180" rx="10" ${o()}/><rect x="165" y="245" width="100" height="130" rx="6" ${o(5)}/>` +
      `<path d="M215 280 C180 255 185 225 215 245 C245 225 250 255 215 280 Z" ${o(5)}/>` +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/><path d="M${LEFT} ${ground + 120} L${RIGHT} ${ground + 120}" ${l(4)}/>`,
    ground,
    furniture: [
      { x: 130, y: 210, w: 170, h: 200 },
      { x: 560, y: 140, w: 360, h: 330 },
    ],
    indoor: true,
  };
};

const livingRoom: Draw = (time, weather) => {
  const ground = 1240;
  return {
    svg:
      `${wall(760, ground, 232)}${windowPane(380, 190, 260, 220, time, weather)}` +
      [
        [120, 230],
        [810, 250],
      ]
        .map(([x, y]) => `<rect x="${x! - 60}" y="${y}" width="120" height="150" rx="10" ${o()}/><circle cx="${x}" cy="${y! + 75}" r="40" ${o(5)}/>`)
        .join("") +
      `<path d="M${LEFT} 560 L${RIGHT} 560" ${l(5)}/>${bricks(620)}` +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/><ellipse cx="512" cy="${ground + 120}" rx="380" ry="60" ${o(6)}/><ellipse cx="512" cy="${ground + 120}" rx="300" ry="36" ${o(5)}/>`,
    ground,
    furniture: [
      { x: 50, y: 220, w: 140, h: 170 },
      { x: 740, y: 240, w: 140, h: 170 },
      { x: 350, y: 170, w: 320, h: 280 },
    ],
    indoor: true,
  };
};

const patio: Draw = (time, weather) => {
  const ground = 1250;
  return {
    svg:
      `${sky(LEFT, TOP, RIGHT - LEFT, 300, time, weather)}<rect x="${LEFT}" y="380" width="${RIGHT - LEFT}" height="${ground - 380}" ${o()}/>` +
      `<path d="M${LEFT} 380 L${RIGHT} 380 M${LEFT} 410 L${RIGHT} 410" ${l(6)}/>` +
      [150, 300, 450, 600, 750, 900].map((x) => `<circle cx="${x}" cy="395" r="10" ${o(4)}/>`).join("") +
      `${tileBand(900)}${arch(110, 560, 200, ground - 560)}<path d="M210 ${ground} L210 700" ${l(5)}/><circle cx="280" cy="950" r="10" ${o(4)}/>` +
      `<rect x="720" y="560" width="170" height="190" rx="8" ${o()}/><path d="M805 560 L805 750 M720 655 L890 655" ${l(6)}/>${bricks(830)}` +
      floorTiles(ground),
    ground,
    furniture: [
      { x: 100, y: 550, w: 220, h: ground - 550 },
      { x: 700, y: 550, w: 210, h: 210 },
    ],
    indoor: false,
  };
};

const plaza: Draw = (time, weather) => {
  const ground = 1250;
  return {
    svg:
      `${garland(TOP + 40)}${sky(LEFT, TOP + 130, RIGHT - LEFT, 260, time, weather)}${hills(660)}` +
      `<path d="M300 560 L512 440 L724 560 Z" ${o()}/><rect x="330" y="560" width="364" height="30" ${o(6)}/>` +
      [350, 450, 574, 674].map((x) => `<rect x="${x - 8}" y="590" width="16" height="250" ${o(5)}/>`).join("") +
      `<rect x="310" y="840" width="404" height="50" ${o()}/><path d="M330 865 L694 865" ${l(4)}/><circle cx="512" cy="425" r="16" ${o(5)}/>` +
      `<path d="M${LEFT} 900 L${RIGHT} 900" ${l(6)}/>` +
      [110, 910]
        .map(
          (x) =>
            `<rect x="${x - 8}" y="620" width="16" height="280" ${o(5)}/><path d="M${x - 30} 620 L${x + 30} 620 L${x + 20} 570 L${x - 20} 570 Z" ${o(6)}/>`,
        )
        .join("") +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>` +
      [
        [140, 1300],
        [420, 1350],
        [700, 1310],
        [880, 1370],
      ]
        .map(([x, y]) => `<rect x="${x! - 60}" y="${y}" width="120" height="40" rx="8" ${o(5)}/>`)
        .join(""),
    ground,
    furniture: [
      { x: 290, y: 410, w: 444, h: 490 },
      { x: 70, y: 560, w: 80, h: 340 },
      { x: 870, y: 560, w: 80, h: 340 },
    ],
    indoor: false,
  };
};

const bakery: Draw = (time, weather) => {
  const ground = 1240;
  const loaves = (y: number) =>
    [170, 330, 490, 650, 810]
      .map(
        (x) =>
          `<path d="M${x - 45} ${y} Q${x - 45} ${y - 60} ${x} ${y - 60} Q${x + 45} ${y - 60} ${x + 45} ${y} Z" ${o(6)}/><path d="M${x - 24} ${y - 40} L${x + 24} ${y - 40} M${x - 36} ${y - 20} L${x + 36} ${y - 20}" ${l(4)}/>`,
      )
      .join("");
  return {
    svg:
      `${wall(1000, ground, 232)}<rect x="${LEFT + 40}" y="190" width="${RIGHT - LEFT - 80}" height="290" rx="10" ${o()}/>` +
      `<path d="M${LEFT + 40} 330 L${RIGHT - 40} 330 M${LEFT + 40} 470 L${RIGHT - 40} 470" ${l(7)}/>${loaves(330)}${loaves(470)}` +
      `${windowPane(420, 90, 180, 70, time, weather)}` +
      `<rect x="${LEFT}" y="1000" width="${RIGHT - LEFT}" height="40" rx="6" ${o()}/><path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>${tileBand(ground + 40)}`,
    ground,
    furniture: [
      { x: LEFT + 30, y: 60, w: RIGHT - LEFT - 60, h: 430 },
      { x: LEFT, y: 990, w: RIGHT - LEFT, h: 60 },
    ],
    indoor: true,
  };
};

const classroom: Draw = (time, weather) => {
  const ground = 1240;
  return {
    svg:
      `${wall(820, ground, 232)}<rect x="200" y="170" width="520" height="320" rx="12" ${o(10)}/><rect x="225" y="195" width="470" height="270" rx="6" ${o(5)}/>` +
      `<rect x="300" y="490" width="320" height="20" rx="6" ${o(6)}/>` +
      `${windowPane(800, 200, 120, 200, time, weather)}<circle cx="120" cy="260" r="60" ${o()}/><path d="M120 260 L120 220 M120 260 L150 275" ${l(6)}/>` +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>` +
      [160, 860]
        .map(
          (x) =>
            `<rect x="${x - 90}" y="1300" width="180" height="30" rx="6" ${o(6)}/><path d="M${x - 75} 1330 L${x - 75} 1430 M${x + 75} 1330 L${x + 75} 1430" ${l(8)}/>`,
        )
        .join(""),
    ground,
    furniture: [
      { x: 190, y: 160, w: 540, h: 360 },
      { x: 770, y: 170, w: 180, h: 270 },
      { x: 50, y: 190, w: 140, h: 140 },
    ],
    indoor: true,
  };
};

const beach: Draw = (time, weather) => {
  const ground = 1250;
  return {
    svg:
      `${garland(TOP + 40)}${sky(LEFT, TOP + 130, RIGHT - LEFT, 330, time, weather)}` +
      `<path d="M${LEFT} 560 L${RIGHT} 560" ${l(6)}/>` +
      [650, 750, 850].map((y, i) => `<path d="M${LEFT} ${y} ${`q58 ${i % 2 ? 26 : -26} 116 0 `.repeat(8).trim()}" ${l(5)}/>`).join("") +
      `<path d="M${LEFT} 960 Q500 920 ${RIGHT} 980" ${l(7)}/>` +
      `<path d="M860 ${ground} Q840 900 880 640 L905 640 Q880 900 900 ${ground} Z" ${o(6)}/>` +
      [
        [-110, 20],
        [-60, -40],
        [20, -50],
        [90, 10],
        [60, 60],
        [-80, 70],
      ]
        .map(
          ([dx, dy]) =>
            `<path d="M892 630 Q${892 + dx! / 2} ${630 + dy! - 50} ${892 + dx!} ${630 + dy!} Q${892 + dx! / 2} ${630 + dy! - 10} 892 630 Z" ${o(6)}/>`,
        )
        .join("") +
      `<path d="M${LEFT} ${ground} Q400 ${ground - 20} ${RIGHT} ${ground}" ${l(6)}/>` +
      [
        [120, 1330],
        [400, 1380],
        [640, 1320],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" ${o(4)}/>`)
        .join(""),
    ground,
    furniture: [{ x: 770, y: 560, w: 210, h: ground - 560 }],
    indoor: false,
  };
};

const churchCourtyard: Draw = (time, weather) => {
  const ground = 1250;
  return {
    svg:
      `${sky(LEFT, TOP, RIGHT - LEFT, 300, time, weather)}` +
      `<rect x="300" y="420" width="424" height="${900 - 420}" ${o()}/><path d="M280 430 L512 300 L744 430 Z" ${o()}/>` +
      `<rect x="440" y="160" width="144" height="140" ${o()}/><path d="M430 165 L512 90 L594 165 Z" ${o()}/><path d="M512 90 L512 40 M492 60 L532 60" ${l(7)}/>` +
      `${arch(472, 190, 80, 110)}<path d="M512 215 L512 250" ${l(6)}/><circle cx="512" cy="262" r="12" ${o(5)}/>` +
      `${arch(432, 660, 160, 240)}<path d="M512 900 L512 740" ${l(5)}/><circle cx="512" cy="520" r="50" ${o(6)}/><path d="M512 470 L512 570 M462 520 L562 520" ${l(5)}/>` +
      `<path d="M${LEFT} 900 L${RIGHT} 900" ${l(6)}/>` +
      [
        [130, 720],
        [890, 720],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x! - 20} 900 L${x! - 14} ${y! + 60} L${x! + 14} ${y! + 60} L${x! + 20} 900 Z" ${o(6)}/><circle cx="${x}" cy="${y}" r="70" ${o()}/>`,
        )
        .join("") +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/>`,
    ground,
    furniture: [
      { x: 270, y: 30, w: 484, h: 880 },
      { x: 50, y: 640, w: 170, h: 270 },
      { x: 810, y: 640, w: 170, h: 270 },
    ],
    indoor: false,
  };
};

const streetAtNight: Draw = (_time, weather) => {
  const ground = 1250;
  const house = (x: number, w: number, h: number) =>
    `<rect x="${x}" y="${900 - h}" width="${w}" height="${h}" ${o()}/><path d="M${x - 14} ${900 - h} L${x + w + 14} ${900 - h}" ${l(8)}/><rect x="${x + w / 2 - 30}" y="${900 - h + 50}" width="60" height="70" rx="6" ${o(6)}/><path d="M${x + w / 2} ${900 - h + 50} L${x + w / 2} ${900 - h + 120}" ${l(4)}/>`;
  return {
    svg:
      `${garland(TOP + 40)}${sky(LEFT, TOP + 130, RIGHT - LEFT, 300, "night", weather === "snowy" ? "snowy" : "clear")}${house(60, 220, 330)}${house(300, 200, 260)}${house(520, 240, 360)}${house(780, 180, 280)}` +
      `<path d="M${LEFT} 900 L${RIGHT} 900" ${l(6)}/>` +
      `<rect x="890" y="620" width="16" height="${ground - 620}" ${o(5)}/><path d="M860 620 L936 620 L920 560 L876 560 Z" ${o(6)}/><path d="M870 640 Q898 660 926 640" ${l(4)}/>` +
      `<path d="M${LEFT} ${ground} L${RIGHT} ${ground}" ${l(7)}/><path d="M${LEFT} ${ground + 110} L${RIGHT} ${ground + 110}" ${l(5)}/>` +
      [150, 450, 750].map((x) => `<path d="M${x} ${ground + 55} L${x + 120} ${ground + 55}" ${l(8)}/>`).join(""),
    ground,
    furniture: [{ x: 840, y: 540, w: 120, h: ground - 540 }],
    indoor: false,
  };
};

export const BACKDROPS: Record<Setting, Draw> = {
  kitchen,
  garden,
  market,
  bedroom,
  "living-room": livingRoom,
  patio,
  plaza,
  bakery,
  classroom,
  beach,
  "church-courtyard": churchCourtyard,
  "street-at-night": streetAtNight,
};
