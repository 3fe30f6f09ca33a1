/** Skies by time of day; each scene lays its land and water over one of them. */
export type Sky = {
  name: string;
  top: string;
  mid: string;
  horizon: string;
  sun: string;
  glow: string;
  /** Colour distant layers fade into. */
  haze: string;
  /** Darkest silhouettes in the foreground. */
  ink: string;
  /** Water surface tint. */
  sea: string;
  seaDeep: string;
  /** Whether the sun sits low (long reflections, warm light). */
  low: boolean;
};

export const SKIES: Record<string, Sky> = {
  dawn: {
    name: "dawn",
    top: "#34406e",
    mid: "#b67ea6",
    horizon: "#ffc49a",
    sun: "#fff2d8",
    glow: "#ffb07c",
    haze: "#d9a7b4",
    ink: "#2a2238",
    sea: "#6b7fa8",
    seaDeep: "#2f3d66",
    low: true,
  },
  morning: {
    name: "morning",
    top: "#3f86cc",
    mid: "#87c0ea",
    horizon: "#e3f3fb",
    sun: "#fffdf0",
    glow: "#fff6d6",
    haze: "#c8e1f1",
    ink: "#1f3340",
    sea: "#2f9bc4",
    seaDeep: "#14577f",
    low: false,
  },
  midday: {
    name: "midday",
    top: "#1b63b5",
    mid: "#4e9ee0",
    horizon: "#bfe2f6",
    sun: "#ffffff",
    glow: "#fffbe6",
    haze: "#a9d2ee",
    ink: "#1b2a33",
    sea: "#1f8fb8",
    seaDeep: "#0b4a73",
    low: false,
  },
  tropical: {
    name: "tropical",
    top: "#1c8fd0",
    mid: "#63c4ec",
    horizon: "#e4f8fd",
    sun: "#ffffff",
    glow: "#fffbe0",
    haze: "#bfe7f4",
    ink: "#123a3a",
    sea: "#20b5c4",
    seaDeep: "#0a6f94",
    low: false,
  },
  golden: {
    name: "golden",
    top: "#4f74ad",
    mid: "#e7a971",
    horizon: "#ffd892",
    sun: "#fff3c4",
    glow: "#ffbf63",
    haze: "#e8bf92",
    ink: "#2f2418",
    sea: "#6e8fb0",
    seaDeep: "#2e4a6b",
    low: true,
  },
  dusk: {
    name: "dusk",
    top: "#241f4d",
    mid: "#84406f",
    horizon: "#f08a58",
    sun: "#ffd1a0",
    glow: "#ff8b57",
    haze: "#a8607a",
    ink: "#1b1426",
    sea: "#5c4d7e",
    seaDeep: "#261f45",
    low: true,
  },
  alpine: {
    name: "alpine",
    top: "#2a6fc0",
    mid: "#79b6e8",
    horizon: "#eaf6fd",
    sun: "#ffffff",
    glow: "#f4fbff",
    haze: "#d3e7f5",
    ink: "#1d2c3d",
    sea: "#4c8fbf",
    seaDeep: "#1e4f7a",
    low: false,
  },
};

export const SKY_NAMES = Object.keys(SKIES);
