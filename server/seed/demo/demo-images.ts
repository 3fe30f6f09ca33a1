/**
 * The demo pictures: generated once by scripts/generate-demo-images.ts (SVG scenes rendered with sharp, no
 * network) and committed under public/demo/, which the client build serves as static files. The seed and the
 * generator both read this plan, so every URL the seed writes exists.
 */

export type DemoScene =
  | "surf"
  | "buceo"
  | "montana"
  | "nieve"
  | "yoga"
  | "pala"
  | "barco"
  | "safari"
  | "ciudad";

export type TripImagePlan = {
  key: string;
  /** Scenes cycled across the gallery (the first image is the hero). */
  scenes: DemoScene[];
  /** Scene detail: granite / dolomite peaks, red sea reef, oaxaca / rajasthan towns, cyclades… */
  flavor: string;
  count: number;
};

export const TRIP_IMAGE_PLANS: TripImagePlan[] = [
  { key: "surf-ericeira", scenes: ["surf"], flavor: "atlantic", count: 6 },
  { key: "yoga-ubud", scenes: ["yoga", "yoga", "ciudad"], flavor: "kyoto", count: 5 },
  { key: "surf-taghazout", scenes: ["surf", "surf", "ciudad"], flavor: "marrakech", count: 5 },
  { key: "surf-fuerteventura", scenes: ["surf"], flavor: "", count: 4 },
  { key: "trek-patagonia", scenes: ["montana"], flavor: "granite", count: 5 },
  { key: "trek-dolomitas", scenes: ["montana"], flavor: "dolomite", count: 5 },
  { key: "trek-kilimanjaro", scenes: ["safari", "montana"], flavor: "kilimanjaro", count: 4 },
  { key: "buceo-mar-rojo", scenes: ["buceo", "buceo", "barco"], flavor: "redsea", count: 5 },
  { key: "buceo-gran-barrera", scenes: ["buceo", "buceo", "barco"], flavor: "whitsunday", count: 5 },
  { key: "nieve-pirineo", scenes: ["nieve"], flavor: "", count: 5 },
  { key: "nieve-niseko", scenes: ["nieve", "nieve", "ciudad"], flavor: "kyoto", count: 5 },
  { key: "cultura-oaxaca", scenes: ["ciudad", "ciudad", "montana"], flavor: "oaxaca", count: 5 },
  { key: "cultura-rajastan", scenes: ["ciudad", "ciudad", "safari"], flavor: "rajasthan", count: 5 },
  { key: "vela-cicladas", scenes: ["barco"], flavor: "cyclades", count: 5 },
  { key: "vela-fiyi", scenes: ["barco", "barco", "buceo"], flavor: "whitsunday", count: 5 },
  { key: "safari-serengeti", scenes: ["safari"], flavor: "", count: 6 },
  { key: "padel-marbella", scenes: ["pala"], flavor: "", count: 5 },
  { key: "padel-buenos-aires", scenes: ["pala", "pala", "ciudad"], flavor: "oaxaca", count: 4 },
];

export type TropleaderImagePlan = { key: string; scene: DemoScene; flavor: string; gallery: number };

/** Each tropleader's cover (a wide crop of a scene) and gallery pictures of their own. */
export const TROPLEADER_IMAGE_PLANS: TropleaderImagePlan[] = [
  { key: "lucia", scene: "surf", flavor: "atlantic", gallery: 3 },
  { key: "diego", scene: "montana", flavor: "granite", gallery: 3 },
  { key: "ana", scene: "buceo", flavor: "", gallery: 3 },
  { key: "javier", scene: "nieve", flavor: "", gallery: 3 },
  { key: "carmen", scene: "ciudad", flavor: "oaxaca", gallery: 3 },
  { key: "tomas", scene: "barco", flavor: "cyclades", gallery: 3 },
  { key: "nuria", scene: "safari", flavor: "", gallery: 3 },
  { key: "marc", scene: "pala", flavor: "", gallery: 3 },
  { key: "pendiente", scene: "montana", flavor: "green", gallery: 0 },
];

export const HERO_SIZE = { width: 1600, height: 1000 } as const;
export const CARD_SIZE = { width: 800, height: 500 } as const;
export const COVER_SIZE = { width: 1600, height: 500 } as const;
export const AVATAR_SIZE = 256;

export const tripImageUrl = (key: string, n: number) => `/demo/trips/${key}/${n}.webp`;
export const tripImageUrls = (key: string): string[] => {
  const plan = TRIP_IMAGE_PLANS.find((p) => p.key === key);
  if (!plan) throw new Error(`no demo images for trip ${key}`);
  return Array.from({ length: plan.count }, (_, i) => tripImageUrl(key, i + 1));
};
export const tropleaderCoverUrl = (key: string) => `/demo/tropleaders/${key}/cover.webp`;
export const tropleaderGalleryUrl = (key: string, n: number) => `/demo/tropleaders/${key}/${n}.webp`;
export const avatarUrl = (key: string) => `/demo/avatars/${key}.webp`;
