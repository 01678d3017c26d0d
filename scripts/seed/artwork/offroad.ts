/** Demo artwork, offroad folder: text decals with tyre tracks and mud splats. */

import { defInto, type Def } from './pen.ts';
import { arc, bars, blob, circ, D2R, ell, frame, g, ngon, pathd, poly, polys, rect, ring, rotAbout, star, sym, txt, type Pt } from './shapes.ts';

/** The offroad folder's drawings, in catalogue order. */
export const OFFROAD: Def[] = [];
const def = defInto(OFFROAD);

/** Tyre-track band of chevrons running left to right. */
function trackBand(x: number, y: number, len: number, h: number): string {
  const list: Pt[][] = [];
  const step = h * 0.62;
  for (let cx = x; cx + step * 1.2 <= x + len; cx += step) {
    const t = h * 0.3;
    list.push([[cx, y], [cx + t, y], [cx + t + h * 0.3, y + h / 2], [cx + t, y + h], [cx, y + h], [cx + h * 0.3, y + h / 2]]);
  }
  return polys(list);
}

/** Mud splat outline. */
function splat(cx: number, cy: number, r: number, rnd: () => number, k = 22, w = 9999, h = 9999): { body: string; drops: string[] } {
  const pts: Pt[] = [];
  const drops: string[] = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2;
    const spike = i % 3 === 0 && rnd() > 0.3;
    const rr = spike ? r * (1.18 + rnd() * 0.2) : r * (0.9 + rnd() * 0.12);
    pts.push([cx + Math.cos(a) * rr * 1.25, cy + Math.sin(a) * rr * 0.8]);
    if (spike && rnd() > 0.35) {
      const d = rr * (1.3 + rnd() * 0.15);
      const dr = 3 + rnd() * 5;
      const dx = cx + Math.cos(a) * d * 1.25;
      const dy = cy + Math.sin(a) * d * 0.8;
      if (dx > dr && dy > dr && dx < w - dr && dy < h - dr) drops.push(circ(dx, dy, dr));
    }
  }
  return { body: blob(pts, 0.8), drops };
}

def('offroad', 'Send It', 320, 150, (p) => {
  p.f(poly([[34, 14], [316, 14], [290, 104], [8, 104]]), trackBand(12, 118, 300, 24));
  p.c(g('skewX(-14)', txt(176, 86, 70, 'SEND IT', 236)));
  p.next();
  p.f(polys([[[4, 30], [24, 30], [22, 36], [2, 36]], [[0, 50], [16, 50], [14, 56], [0, 56]]]));
});

def('offroad', 'Full Send', 240, 240, (p) => {
  p.f(ring(120, 120, 116, 104), circ(120, 120, 96));
  p.c(
    poly([[30, 112], [66, 60], [84, 80], [116, 34], [160, 96], [176, 80], [210, 112]]),
    rect(24, 122, 192, 3),
    txt(120, 168, 40, 'FULL SEND', 176),
    star(84, 196, 7, 3, 5),
    star(120, 198, 9, 4, 5),
    star(156, 196, 7, 3, 5),
  );
  p.next();
  p.f(poly([[42, 112], [66, 76], [80, 92], [116, 44], [154, 100], [176, 86], [198, 112]]));
  p.c(poly([[106, 58], [116, 44], [126, 58], [118, 54]]));
});

def('offroad', 'Mud Life', 300, 210, (p) => {
  const sp = splat(150, 104, 84, p.rnd, 22, 300, 210);
  p.f(sp.body, ...sp.drops);
  p.c(txt(150, 100, 62, 'MUD', 130), txt(150, 150, 44, 'LIFE', 110));
});

def('offroad', 'Dirt Therapy', 320, 170, (p) => {
  p.f(frame(4, 4, 312, 162, 14, 6), txt(160, 84, 70, 'DIRT', 200), trackBand(24, 96, 272, 20), txt(160, 150, 40, 'THERAPY', 240));
});

def('offroad', 'Lift It Up', 240, 250, (p) => {
  p.f(poly([[120, 6], [200, 86], [150, 86], [150, 170], [90, 170], [90, 86], [40, 86]]));
  const coil: [number, number, number, number, number][] = [];
  for (let i = 0; i < 6; i++) coil.push([96, 96 + i * 12, 144, 102 + i * 12, 2]);
  p.c(bars(coil));
  p.next();
  p.f(txt(120, 234, 52, 'LIFT IT UP', 226), rect(8, 184, 224, 5, 2));
});

def('offroad', '4x4 Crew', 260, 240, (p) => {
  p.f(ngon(130, 120, 118, 6, 0));
  p.c(ngon(130, 120, 106, 6, 0));
  p.next();
  p.f(ngon(130, 120, 98, 6, 0));
  p.c(txt(130, 126, 72, '4X4', 150), rect(50, 140, 160, 4, 2), txt(130, 182, 32, 'CREW', 110));
});

def('offroad', 'Stay Dirty', 220, 260, (p) => {
  p.f(blob(sym([[110, 6, 1], [150, 16], [206, 12, 1], [204, 120], [186, 190], [110, 254, 1]], 110), 0.8));
  p.c(txt(110, 88, 52, 'STAY', 140), txt(110, 184, 48, 'DIRTY', 150), trackBand(28, 104, 164, 28));
});

def('offroad', 'Rock Crawler', 320, 190, (p) => {
  p.f(
    blob([[20, 90, 1], [40, 56], [70, 46], [90, 58], [112, 30], [150, 24], [176, 44], [200, 40], [226, 20], [264, 30], [284, 60], [300, 90, 1]], 0.8),
    txt(160, 140, 48, 'ROCK', 150),
    txt(160, 184, 40, 'CRAWLER', 280),
  );
  p.c(rect(20, 70, 280, 4), poly([[112, 30], [136, 60], [150, 24]]), poly([[226, 20], [240, 56], [264, 30]]), poly([[70, 46], [74, 70], [90, 58]]));
});

def('offroad', 'Air Down Crawl On', 310, 180, (p) => {
  p.f(ell(155, 90, 150, 86));
  p.c(ell(155, 90, 140, 76));
  p.next();
  p.f(ell(155, 90, 134, 70));
  p.c(txt(155, 80, 46, 'AIR DOWN', 210), txt(155, 128, 40, 'CRAWL ON', 190), rect(60, 90, 190, 3));
});

def('offroad', 'No Road No Problem', 320, 170, (p) => {
  p.f(
    poly([[30, 10], [290, 10], [290, 80], [30, 80]]),
    poly([[4, 26], [40, 26], [40, 96], [4, 96], [18, 61]]),
    poly([[316, 26], [280, 26], [280, 96], [316, 96], [302, 61]]),
    poly([[30, 80], [40, 96], [40, 80]]),
    poly([[290, 80], [280, 96], [280, 80]]),
    txt(160, 150, 46, 'NO PROBLEM', 290),
  );
  p.c(txt(160, 66, 52, 'NO ROAD', 220), rect(30, 80, 10, 2), rect(280, 80, 10, 2));
});

def('offroad', 'Built Not Bought', 300, 230, (p) => {
  const wrench = (a: number): string =>
    rotAbout(
      a,
      150,
      100,
      rect(60, 92, 180, 16, 6),
      blob([[36, 84], [60, 80], [70, 92], [70, 108], [60, 120], [36, 116], [44, 106], [44, 94]]),
      blob([[264, 84], [240, 80], [230, 92], [230, 108], [240, 120], [264, 116], [256, 106], [256, 94]]),
    );
  p.f(wrench(35), wrench(-35));
  p.c(rect(20, 70, 260, 60));
  p.next();
  p.f(rect(24, 74, 252, 52, 6), txt(150, 200, 40, 'NOT BOUGHT', 260));
  p.c(txt(150, 118, 46, 'BUILT', 150));
});

def('offroad', 'Mud Slinger', 260, 260, (p) => {
  p.f(circ(130, 130, 104));
  const knobs: Pt[][] = [];
  for (let i = 0; i < 30; i++) {
    const a = (i * 12) * D2R;
    const o = i % 2 ? 4 : 0;
    const q = (u: number, v: number): Pt => [130 + Math.cos(a) * v - Math.sin(a) * u, 130 + Math.sin(a) * v + Math.cos(a) * u];
    knobs.push([q(-8 + o, 100), q(8 + o, 100), q(9 + o, 122 - o), q(-7 + o, 122 - o)]);
  }
  p.f(polys(knobs));
  p.c(circ(130, 130, 60), ring(130, 130, 84, 80), rect(-4, 92, 268, 76));
  p.next();
  p.f(rect(0, 98, 260, 64, 6));
  p.c(txt(130, 150, 48, 'MUD SLINGER', 236));
});

def('offroad', 'Dune Runner', 320, 200, (p) => {
  p.f(blob([...arc(160, 104, 74, 74, 180, 360, 10), [234, 104, 1], [86, 104, 1]]));
  p.c(rect(80, 70, 160, 5), rect(80, 84, 160, 5), rect(80, 96, 160, 4));
  p.next();
  p.f(blob([[0, 130, 1], [40, 100], [100, 92], [150, 110], [210, 86], [270, 90], [320, 112, 1], [320, 134, 1], [0, 134, 1]], 0.8));
  p.f(txt(160, 188, 50, 'DUNE RUNNER', 300));
});

def('offroad', 'Off Grid', 240, 240, (p) => {
  p.f(ring(120, 120, 116, 106), circ(120, 120, 98));
  const trees: Pt[][] = [];
  for (const [x, h] of [[56, 50], [84, 70], [120, 90], [156, 66], [186, 48]] as const) {
    trees.push([[x, 206 - h], [x + h * 0.32, 206], [x - h * 0.32, 206]]);
  }
  p.c(txt(120, 104, 52, 'OFF GRID', 170), polys(trees), rect(30, 120, 180, 3));
});

def('offroad', 'Trail Ready', 320, 170, (p) => {
  p.f(poly([[6, 20], [260, 20], [314, 70], [260, 120], [6, 120]]), rect(110, 120, 18, 50));
  p.c(frame(14, 28, 240, 84, 4, 3), txt(134, 90, 52, 'TRAIL READY', 214));
});

def('offroad', 'Keep It Muddy', 300, 220, (p) => {
  p.f(rotAbout(-24, 150, 110, trackBand(30, 66, 250, 30)), rotAbout(-24, 150, 110, trackBand(20, 124, 250, 30)));
  p.c(rect(20, 62, 260, 96, 10));
  p.next();
  p.f(frame(24, 66, 252, 88, 8, 5), txt(150, 106, 38, 'KEEP IT', 150), txt(150, 146, 38, 'MUDDY', 150));
});

def('offroad', 'Winch Please', 320, 180, (p) => {
  p.f(
    rect(30, 6, 70, 40, 8),
    rect(20, 14, 90, 24, 4),
    rect(62, 46, 4, 50),
    pathd('M52 96h24v14c0 18 -24 30 -38 14a20 20 0 0 1 -4 -18h10a10 10 0 0 0 20 4Z'),
    txt(206, 70, 52, 'WINCH', 190),
    txt(160, 164, 50, 'PLEASE', 290),
  );
  p.c(rect(40, 18, 3, 16), rect(50, 18, 3, 16), rect(60, 18, 3, 16), rect(70, 18, 3, 16), rect(80, 18, 3, 16), rect(90, 18, 3, 16));
});
