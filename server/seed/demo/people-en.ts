import type { DemoTropleaderEnglish } from "./demo-trip.ts";

/**
 * The English version of each demo tropleader's public texts (people.ts DEMO_TROPLEADERS), keyed by their key:
 * written by a person, in the first person like the Spanish ones.
 */
export const TROPLEADERS_EN: Record<string, DemoTropleaderEnglish> = {
  lucia: {
    bio: "Surfing since I was twelve and teaching yoga for the last eight years. I live in Zarautz and take small groups to the best waves of the Atlantic and the Indian Ocean, always leaving time to stretch, eat well and watch the sunset from the water.",
    tropleaderPresentation:
      "I love watching someone catch their first green wave. My trips combine surf sessions matched to your level with sunrise yoga, good local food and a group that ends up feeling like family.",
  },
  diego: {
    bio: "UIMLA mountain leader based in Granada. I've spent twenty summers between Sierra Nevada, the Alps and the Andes, and I love teaching people to read the terrain, pace themselves and take in their surroundings.",
    tropleaderPresentation:
      "I walk slowly so that we go far. I plan every stage with time to spare, choose refuges with character and tell the story of every valley we pass through.",
  },
  ana: {
    bio: "Galician diving instructor based in Tenerife. More than 3,000 dives in the Atlantic, the Red Sea and the Pacific. I'm obsessed with safety, small groups and the dive sites that hardly anyone visits.",
    tropleaderPresentation:
      "We dive in small numbers, slowly and with time to look around. Before every dive I give a clear briefing, and afterwards we go over what we've seen with the identification guides.",
  },
  javier: {
    bio: "Ski instructor and ski-touring guide in Jaca. I spend my winters between the Aragonese Pyrenees and Hokkaido, chasing the best powder snow on the planet.",
    tropleaderPresentation:
      "The mountains in winter are demanding and beautiful. I read the avalanche bulletin every morning, choose the slopes to suit the snow and the group, and teach you to move around safely.",
  },
  carmen: {
    bio: "Anthropologist and keen amateur cook. I live between Oaxaca and Seville and design trips that take you into the homes, markets and workshops of the people who keep their traditions alive.",
    tropleaderPresentation:
      "Travel slowly, listen and taste everything. On my trips we cook with families, learn from artisans and leave our money in local hands.",
  },
  tomas: {
    bio: "Yacht skipper and racing sailor from Mallorca. I've crossed the Atlantic four times, and these days I prefer short passages between islands, with peaceful anchorages and dinners on deck.",
    tropleaderPresentation:
      "On my boat everyone takes the helm at some point. We sail just enough to reach beautiful coves and leave plenty of time for swimming, snorkelling and doing nothing at all.",
  },
  nuria: {
    bio: "Biologist and nature photographer. I lived in Arusha for four years and know the Serengeti in every season: where the wildebeest cross, where the lions sleep and at what time the light is best.",
    tropleaderPresentation:
      "A good safari is all about patience. We set off early, switch off the engine and wait: the best moments come when nobody is in a hurry.",
  },
  marc: {
    bio: "Qualified padel coach and former player on the national circuit. I run padel camps full of sunshine, technique and a great atmosphere for intermediate players who want to take the next step.",
    tropleaderPresentation:
      "We train hard in the mornings and play matches in the afternoons. I film your shots so we can correct them, and we end the day with something tasty and a good chat.",
  },
};
