import type { DemoTripEnglish } from "./demo-trip.ts";

/**
 * The English version of the mountain, snow and safari trips (trips-land.ts), keyed by trip key: written by a
 * person, with the itinerary days and FAQs in the same order and number as the Spanish ones.
 */
export const LAND_TRIPS_EN: Record<string, DemoTripEnglish> = {
  "trek-patagonia": {
    title: "Trekking in Patagonia: the W Circuit of Torres del Paine",
    shortDescription:
      "Ten days on the W Circuit among glaciers, turquoise lakes and the most famous granite towers in the Andes.",
    description:
      "Torres del Paine National Park is one of the great mountain landscapes on the planet. On this trip we walk the W Circuit in five stages, sleeping in mountain refuges and serviced camps: the Valle del Francés with its hanging glaciers, Lake Grey and its wall of ice, and the climb to the Torres viewpoint at sunrise. Before and after, we stay in Puerto Natales to get our kit ready and to celebrate. Diego has known the park for fifteen years, adapts the stages to the Patagonian wind and always has a plan B. You need to be fit enough to walk for six to nine hours a day carrying a light rucksack.",
    itinerary: [
      {
        title: "Arrival in Puerto Natales",
        description:
          "Meet-and-greet at Punta Arenas airport and transfer across the steppe to Puerto Natales.",
      },
      {
        title: "Preparations and the fjord",
        description: "Kit check, last-minute shopping and a stroll along the Última Esperanza fjord.",
      },
      {
        title: "Into the park",
        description:
          "Bus to the park, a boat crossing of Lake Pehoé and a first hike to the Paine Grande refuge.",
      },
      {
        title: "Grey Glacier",
        description: "An out-and-back stage to the Grey Glacier viewpoint through forests of lenga beech.",
      },
      {
        title: "Valle del Francés",
        description:
          "The queen stage: the climb into the Valle del Francés, with views of the Paine Grande glaciers.",
      },
      {
        title: "Towards Los Cuernos",
        description: "A walk along the shore of Lake Nordenskjöld to the Los Cuernos refuge.",
      },
      {
        title: "Valle Ascencio",
        description: "A stage up to Camp Chileno, at the foot of the towers.",
      },
      {
        title: "Sunrise at the Torres",
        description:
          "A pre-dawn start to watch the sunrise at the base of the Torres, then down to the Hotel Las Torres.",
      },
      {
        title: "Back to Natales",
        description: "Transfer to Puerto Natales, a free afternoon and a dinner of Patagonian lamb.",
      },
      { title: "Farewell", description: "Transfer to Punta Arenas airport." },
    ],
    included: [
      "9 nights (hotels, refuges and serviced camps)",
      "Full board during the trek",
      "National park entrance fees",
      "Transfers and the boat crossing of Lake Pehoé",
      "Qualified mountain guide",
    ],
    excluded: ["Flights to Punta Arenas", "Mountain insurance", "Sleeping bag", "Meals in Puerto Natales"],
    faqs: [
      {
        question: "How fit do I need to be?",
        answer:
          "You should be able to manage two days in a row of seven hours' walking with plenty of ascent. I'll send you an eight-week training plan.",
      },
      {
        question: "What is the weather like?",
        answer:
          "Changeable: sunshine, strong wind and rain all in the same day. With good layers and a windproof jacket, you'll enjoy it enormously.",
      },
      {
        question: "Do I have to carry everything?",
        answer:
          "No. You only carry a daypack; the refuges have beds and meals, and your main luggage stays behind in Natales.",
      },
    ],
  },
  "trek-dolomitas": {
    title: "Alta Via 1 in the Dolomites",
    shortDescription:
      "Eight days from refuge to refuge along the most beautiful route in the Dolomites, among rock towers and alpine meadows.",
    description:
      "The Alta Via 1 crosses the Dolomites from north to south, setting off from Lake Braies and passing beneath sheer walls such as the Lagazuoi, the Cinque Torri and the Civetta. We walk its most spectacular sections in six mid-mountain stages, sleeping in alpine refuges where the food is superb: canederli, polenta and apple cake. It is a demanding trek with no technical difficulties, suitable for people who are used to walking. Diego books the refuges a year in advance, sends the heavy luggage on by vehicle whenever possible and tells the story of the First World War battles fought on these summits.",
    itinerary: [
      {
        title: "Arrival in Cortina",
        description: "Transfer from Venice, a stroll around Cortina and a briefing before the route.",
      },
      {
        title: "Lake Braies",
        description: "The Alta Via 1 begins at Lake Braies, with a climb to the Biella refuge.",
      },
      {
        title: "Fanes and Lavarella",
        description: "A stage across the Fanes meadows to the Lavarella refuge and its brewery.",
      },
      {
        title: "Lagazuoi",
        description: "The climb to the Lagazuoi refuge, the most spectacular viewpoint on the route.",
      },
      {
        title: "Cinque Torri",
        description: "A visit to the trenches of the Great War and a night at the foot of the Cinque Torri.",
      },
      {
        title: "Monte Pelmo",
        description: "A long stage beneath the Pelmo, with the chance to see dinosaur footprints.",
      },
      {
        title: "Beneath the Civetta",
        description:
          "The last stage, alongside the great wall of the Civetta, and down by chairlift to Alleghe.",
      },
      {
        title: "Farewell",
        description: "Breakfast by Lake Alleghe and transfer to Venice airport.",
      },
    ],
    included: [
      "7 nights in a hotel and alpine refuges (shared rooms)",
      "Half board",
      "Transfers to and from Venice",
      "Mountain guide",
      "Luggage transport where possible",
    ],
    excluded: ["Flights", "Lunches", "Optional cable cars and chairlifts", "Mountain insurance"],
    faqs: [
      {
        question: "Will I need a head for heights?",
        answer:
          "Not on our variant: we avoid the via ferratas. There is the odd cable-protected step, always an easy one.",
      },
      {
        question: "What are the refuges like?",
        answer:
          "Rooms for four to eight people, with blankets. Bring a sleeping-bag liner; hot showers work with a token.",
      },
      {
        question: "Can I join if I'm travelling alone?",
        answer:
          "Of course: most of the group travels solo. If you prefer, you'll share a room with people of your own gender.",
      },
    ],
  },
  "trek-kilimanjaro": {
    title: "Climbing Kilimanjaro on the Machame Route",
    shortDescription:
      "Nine days to climb the roof of Africa on the Machame Route, with good acclimatisation and an expert local team.",
    description:
      "Kilimanjaro is the highest free-standing mountain in the world, and its summit, Uhuru Peak, stands at 5,895 metres. We climb the Machame Route, the most scenic, over seven days so that we acclimatise well: we pass through rainforest, moorland of giant heathers and alpine desert before reaching the summit glaciers. We are accompanied by a local team of guides, porters and cooks who are paid fair wages and hold KPAP certification. Diego checks the group's oxygen saturation every day and decides the pace of the ascent with the local guides. A demanding adventure that calls for no technical experience, but for very good fitness and plenty of determination.",
    itinerary: [
      {
        title: "Arrival in Moshi",
        description: "Meet-and-greet at Kilimanjaro airport and a kit check with the guides.",
      },
      {
        title: "Machame Gate",
        description: "The climb begins through the rainforest to Machame Camp (3,000 m).",
      },
      {
        title: "Shira",
        description: "We leave the forest for the moorland and reach the Shira Plateau (3,850 m).",
      },
      {
        title: "Lava Tower",
        description: "We climb to 4,600 m to acclimatise and come down to sleep at Barranco (3,950 m).",
      },
      {
        title: "Barranco Wall",
        description: "An easy scramble up the Barranco Wall and a stage to Karanga.",
      },
      {
        title: "Barafu Camp",
        description: "A short stage to base camp (4,670 m) and rest before the summit.",
      },
      {
        title: "Uhuru Peak",
        description: "A midnight start, the summit at sunrise and a long descent to Mweka.",
      },
      {
        title: "Back to Moshi",
        description:
          "The final descent through the rainforest, certificates and a celebration with the team.",
      },
      { title: "Farewell", description: "A free morning and transfer to the airport." },
    ],
    included: [
      "2 nights in a hotel in Moshi",
      "6 nights camping in mountain tents",
      "Full board on the mountain",
      "Park permits",
      "Local guides, porters and cooks",
    ],
    excluded: [
      "Flights",
      "Tanzanian visa",
      "Tips for the local team",
      "Insurance covering high-altitude rescue",
    ],
    faqs: [
      {
        question: "What percentage of climbers reach the summit?",
        answer: "With seven days of ascent, more than 90% of our groups reach Uhuru Peak.",
      },
      {
        question: "What if the altitude makes me unwell?",
        answer: "A guide takes you down straight away. Safety always comes before the summit.",
      },
      {
        question: "Do I need any vaccinations?",
        answer:
          "Yellow fever, if you are arriving from a country at risk. Check with your international vaccination centre.",
      },
    ],
  },
  "nieve-pirineo": {
    title: "Ski touring in the Aragonese Pyrenees",
    shortDescription:
      "Five days learning to ski tour in the Tena Valley and around Canfranc, with technique, safety and good food.",
    description:
      "Ski touring takes you where the lifts don't reach: you climb quiet valleys on skins and ski down through untracked snow. On this five-day course and trip in the Aragonese Pyrenees you will learn to put on and take off your skins, make kick turns, use a transceiver, shovel and probe, and choose safe routes. Each day we head out on a tour of between 600 and 1,000 metres of ascent around Candanchú, Astún and the Tena Valley, adapted to the snow and the group. We stay in a family-run hotel in Canfranc with a spa and hearty mountain cooking. You need to be confident skiing red runs.",
    itinerary: [
      {
        title: "Arrival in Canfranc",
        description: "Welcome at the hotel, a kit check and a talk on snow and avalanche science.",
      },
      {
        title: "First steps on skins",
        description: "A tour near Candanchú to practise uphill technique and kick turns.",
      },
      {
        title: "Avalanche rescue",
        description:
          "A morning practising with transceiver, shovel and probe, and a short tour in the afternoon.",
      },
      {
        title: "The Astún col",
        description: "A tour with 900 metres of ascent to a col with views of the Mallos.",
      },
      {
        title: "Down through fresh snow",
        description: "A final tour with a descent of a north-facing slope and a farewell lunch.",
      },
    ],
    included: [
      "4 nights in a hotel on half board",
      "Qualified ski mountaineering guide",
      "Safety kit (transceiver, shovel and probe)",
      "Use of the hotel spa",
    ],
    excluded: ["Touring ski hire", "Transport to Canfranc", "Lunches", "Mountain insurance"],
    faqs: [
      {
        question: "Can I hire touring equipment?",
        answer: "Yes, shops in Jaca hire out complete kits for around €45 a day. We'll help you book them.",
      },
      {
        question: "What if there's no snow?",
        answer:
          "If conditions aren't safe or there's no snow, we move to another valley or give you a full refund.",
      },
      {
        question: "What level of skiing do I need?",
        answer: "You should be confident on red runs. You don't need to have skied off-piste before.",
      },
    ],
  },
  "nieve-niseko": {
    title: "Powder snow in Hokkaido: Niseko and Furano",
    shortDescription:
      "Nine days chasing the lightest snow in the world in Hokkaido, with onsen, izakayas and Japanese culture.",
    description:
      "Every winter Hokkaido receives more than fourteen metres of dry, light snow: the famous japow. We spend five days skiing in Niseko, with its birch forests and views of Mount Yotei, and two days in Furano, a quieter and more authentic resort. Javier guides you through the gates to controlled off-piste terrain and chooses the forests to suit the day's snow. In the afternoons there are onsen baths, dinners in izakayas and a night in a traditional ryokan with a kaiseki dinner. You need to ski or snowboard confidently on red runs; no experience in powder is required.",
    itinerary: [
      {
        title: "Arrival in Sapporo",
        description: "Meet-and-greet at New Chitose airport and a bus transfer to Niseko.",
      },
      {
        title: "First day in Niseko",
        description: "Skiing on piste to get to know the resort and fine-tune your equipment.",
      },
      {
        title: "Birch forests",
        description: "We head into the forests through the controlled gates at Hirafu.",
      },
      {
        title: "Annupuri and Hanazono",
        description: "We ski Niseko's four resorts, depending on the wind and the snow.",
      },
      {
        title: "Cultural rest day",
        description: "A visit to Otaru, its canal and its glass workshops, and a seafood dinner.",
      },
      {
        title: "Views of Yotei",
        description: "Our last day in Niseko, with tree skiing and an onsen at sunset.",
      },
      {
        title: "On to Furano",
        description: "Transfer to Furano and an afternoon's skiing at an almost empty resort.",
      },
      {
        title: "Traditional ryokan",
        description: "Skiing in the morning and a night in a ryokan with a kaiseki dinner.",
      },
      { title: "Sayonara", description: "Transfer to Sapporo and flight home." },
    ],
    included: [
      "8 nights' accommodation (hotel, lodge and ryokan)",
      "Breakfasts and 3 dinners",
      "Ski guide for 6 days",
      "Internal transfers by private bus",
      "Excursion to Otaru",
    ],
    excluded: ["International flights", "Lift pass (around €70 a day)", "Equipment hire", "Ski insurance"],
    faqs: [
      {
        question: "Do I need powder skis?",
        answer:
          "We recommend hiring wide skis out there; they are far more comfortable, and we arrange them for you.",
      },
      {
        question: "Is it suitable for snowboarders?",
        answer: "Yes, the group can mix skiers and snowboarders without any problem.",
      },
      {
        question: "Is it very cold?",
        answer:
          "Between -5 and -15 degrees. With good technical clothing it's very bearable, and the daily onsen helps a lot.",
      },
    ],
  },
  "safari-serengeti": {
    title: "Photographic safari in the Serengeti and Ngorongoro",
    shortDescription:
      "Eight days on a small-group safari through Tarangire, Ngorongoro and the Serengeti with a biologist and photographer.",
    description:
      "This safari is designed for watching unhurriedly and taking good photographs. We travel through three of the great parks of northern Tanzania in open-roof 4x4s with only five travellers per vehicle: the baobabs and elephants of Tarangire, the Ngorongoro Crater with its extraordinary density of wildlife, and the endless plains of the Serengeti, where, depending on the season, we follow the great migration of wildebeest and zebra. Nuria, a biologist and photographer, runs short photography workshops at sunset and explains the behaviour of each species. We sleep in canvas camps with en-suite bathrooms that support conservation projects and local jobs.",
    itinerary: [
      {
        title: "Karibu Arusha",
        description: "Meet-and-greet at Kilimanjaro airport and a welcome dinner at a coffee-farm lodge.",
      },
      {
        title: "Tarangire National Park",
        description: "Our first game drive, among centuries-old baobabs and great herds of elephants.",
      },
      {
        title: "Towards the Serengeti",
        description: "We cross the Ngorongoro highlands and reach the Serengeti at sunset.",
      },
      {
        title: "Central Serengeti",
        description: "A full day's safari in Seronera, the territory of lions and leopards.",
      },
      {
        title: "Following the migration",
        description: "Out at dawn in search of the great migration, and a photography workshop.",
      },
      {
        title: "Ngorongoro Crater",
        description: "Down into the crater to see rhinos, lions and flamingos on the lake.",
      },
      {
        title: "Mto wa Mbu village",
        description: "A walk around the village, the local market and lunch with a family.",
      },
      {
        title: "Back to Arusha",
        description: "Lunch in Arusha, a visit to a women's craft cooperative and transfer to the airport.",
      },
    ],
    included: [
      "7 nights in a lodge and canvas camps",
      "Full board",
      "Open-roof 4x4 vehicle with driver-guide",
      "Park entrance fees",
      "Photography workshops",
    ],
    excluded: ["Flights", "Tanzanian visa", "Tips", "Optional hot-air balloon flight over the Serengeti"],
    faqs: [
      {
        question: "Do I need a professional camera?",
        answer:
          "No. A good phone is enough to enjoy it, although with a 300 mm telephoto lens you'll get more out of it.",
      },
      {
        question: "When can you see the migration?",
        answer:
          "It depends on the rains. We choose the area of the Serengeti according to the season so as to be close to the herds.",
      },
      {
        question: "Is it a comfortable trip?",
        answer:
          "Yes. There are many hours of driving on dirt tracks, but the camps have proper beds and hot showers.",
      },
    ],
  },
};
