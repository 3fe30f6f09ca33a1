import type { DemoTripEnglish } from "./demo-trip.ts";

/**
 * The English version of the surf, diving and sailing trips (issue 34), keyed by the trip's `key` in
 * trips-sea.ts: written by hand in British English, with the itinerary and the FAQs in the same order and of
 * the same length as the Spanish ones.
 */
export const SEA_TRIPS_EN: Record<string, DemoTripEnglish> = {
  "surf-ericeira": {
    title: "Surf and yoga in Ericeira",
    shortDescription:
      "A week of surfing for every level in Europe's only World Surfing Reserve, with yoga every day.",
    description:
      "Ericeira is Europe's only World Surfing Reserve and one of the loveliest towns on the Portuguese coast. For seven days we surf twice a day at whichever beaches are working best with the swell, from the gentle waves of Foz do Lizandro to the peaks of Ribeira d'Ilhas for those who can already hold their own. Every morning begins with a yoga and mobility session, and in the afternoons we go through video analysis so you can see how you're progressing. We stay in a surf house with a garden, a five-minute walk from the centre, share dinners of fresh fish and end the week watching the sunset from the cliffs.",
    itinerary: [
      {
        title: "Arrival in Ericeira",
        description:
          "Pick-up from Lisbon airport, settling into the surf house and a welcome dinner with the group.",
      },
      {
        title: "First waves at Foz do Lizandro",
        description:
          "Sunrise yoga, a theory class on tides and safety, and two sessions on a sandy beach with gentle waves.",
        activities: ["Yoga", "Surfing", "Wave theory"],
      },
      {
        title: "Technique and video analysis",
        description:
          "We film the morning session and go through your waves in the afternoon to fine-tune your paddling and take-off.",
      },
      {
        title: "Exploring the coast",
        description:
          "Depending on the forecast, we surf at São Julião or Praia do Sul and have lunch in a fishermen's tavern.",
      },
      {
        title: "Sintra and active rest",
        description:
          "A free morning to rest your arms, with an optional trip to Sintra and a restorative yoga session.",
      },
      {
        title: "Sunset session",
        description:
          "Two surf sessions on the best of the tide and a farewell dinner overlooking the cliffs of Ericeira.",
      },
      {
        title: "One last wave and goodbye",
        description:
          "A short session for anyone who fancies it, a long breakfast and the transfer to Lisbon airport.",
      },
    ],
    included: [
      "6 nights in a surf house (shared rooms)",
      "Breakfasts and 5 dinners",
      "10 surf sessions with equipment",
      "Daily yoga",
      "Video analysis",
      "Transfers from Lisbon airport",
    ],
    excluded: ["Flights", "Travel insurance", "Lunches", "Trip to Sintra"],
    faqs: [
      {
        question: "Do I need to know how to surf?",
        answer:
          "No. We split into groups by level, and half the people who come have never stood on a board before.",
      },
      {
        question: "What's the weather like, and what wetsuit do I need?",
        answer:
          "The water is between 16 and 20 degrees, depending on the time of year. We lend you a 4/3 mm wetsuit, included in the price.",
      },
      {
        question: "Can I have a room to myself?",
        answer:
          "Yes, for a supplement of €180 a week, subject to availability. Drop me a line before you book.",
      },
    ],
  },
  "surf-taghazout": {
    title: "Surf trip along the Taghazout coast",
    shortDescription:
      "Point breaks, tagines and sunsets over the Atlantic in Morocco's most famous surf village.",
    description:
      "Taghazout is a small fishing village north of Agadir that lives for surfing. Its right-hand breaks, such as Anchor Point and Killer Point, draw surfers from all over the world, and on the smaller days the beaches of Tamraght and Imsouane are perfect for making progress. Over eight days we surf every day wherever the sea is at its best, with our own van and boards in a range of sizes. In the afternoons there is yoga on the roof terrace, a stroll through the souk in Agadir and a hammam to recover. The trip is designed for beginner-to-intermediate surfers who can already stand up and want to improve on real waves.",
    itinerary: [
      {
        title: "Welcome to Taghazout",
        description:
          "Pick-up from Agadir airport, mint tea on the roof terrace and a Moroccan welcome dinner.",
      },
      {
        title: "The waves of Tamraght",
        description:
          "A warm-up session on a sandy beach to see where everyone's level is and pick the right boards.",
      },
      {
        title: "Point breaks",
        description:
          "We learn how to get in and out of the water between the rocks and surf the long rights at Panoramas.",
      },
      {
        title: "Imsouane, the never-ending wave",
        description:
          "A full-day trip to Imsouane to surf one of the longest waves in Africa, with lunch at the harbour.",
      },
      {
        title: "Souk and hammam",
        description:
          "A morning of surfing and an afternoon in the souk in Agadir, with a traditional hammam to help your body recover.",
      },
      {
        title: "Paradise Valley",
        description:
          "A break from surfing with a swim in the rock pools of Paradise Valley, among palm trees and rock walls.",
      },
      {
        title: "Double session and farewell party",
        description: "Two sessions to suit the tide and dinner with Gnawa music on a seafront terrace.",
      },
      {
        title: "Heading home",
        description:
          "A last session for the early risers, breakfast with msemen and the transfer to Agadir airport.",
      },
    ],
    included: [
      "7 nights in a surf house with sea views",
      "Full board",
      "Daily transport by van",
      "Surf guide and board hire",
      "Trip to Imsouane",
      "Traditional hammam",
    ],
    excluded: ["Flights to Agadir", "Travel insurance", "Tips", "Drinks outside mealtimes"],
    faqs: [
      {
        question: "What level of surfing do I need?",
        answer:
          "You should be able to stand up comfortably in whitewater and paddle without help. If you're starting from scratch, I'd recommend the Ericeira trip.",
      },
      {
        question: "Is it safe to travel to Morocco as a group?",
        answer:
          "Yes. Taghazout is a quiet, welcoming village, and I'm with you on every outing. All we ask is that you dress modestly away from the beach.",
      },
      {
        question: "Are there vegetarian options?",
        answer:
          "Of course. The house kitchen cooks vegetable tagines and couscous every day if you let us know.",
      },
    ],
  },
  "surf-fuerteventura": {
    title: "Surfing in Fuerteventura for beginners",
    shortDescription:
      "Six days learning to surf on the volcanic beaches of northern Fuerteventura, in small groups.",
    description:
      "Fuerteventura has waves all year round, warm water and golden sandy beaches right beside lava fields. This trip is designed for people who have never surfed: daily lessons in Corralejo with qualified instructors, simple accommodation facing the dunes, and time to go snorkelling in El Cotillo or visit the island of Lobos. The group is small so that everyone gets corrections in the water, and we finish with a photo session so you can take home a keepsake of your first wave.",
    itinerary: [
      {
        title: "Arrival in Corralejo",
        description: "Transfer from the airport, settling in and a walk across the dunes at sunset.",
      },
      {
        title: "First lesson",
        description:
          "Theory on the sand, safety and your first whitewater waves on a sheltered beach in the north.",
      },
      {
        title: "Standing up",
        description: "Two sessions focused on the take-off and on choosing the right wave.",
      },
      {
        title: "Isla de Lobos",
        description: "A boat trip to the island of Lobos to swim, walk and eat fresh fish.",
      },
      {
        title: "The waves of El Cotillo",
        description: "Surfing on the west coast and sunset at the lagoons of El Cotillo.",
      },
      {
        title: "Photo session and farewell",
        description: "A last lesson with a photographer in the water and the transfer to the airport.",
      },
    ],
    included: [
      "5 nights in a shared apartment",
      "Breakfasts",
      "8 surf lessons with equipment",
      "Trip to Lobos",
    ],
    excluded: ["Flights", "Dinners", "Travel insurance"],
    faqs: [
      {
        question: "What is the minimum age?",
        answer:
          "The trip is for over-18s; if you'd like to bring your son or daughter aged 16 or 17, write to me first.",
      },
      {
        question: "Do I need to be able to swim?",
        answer:
          "Yes, you need to be a confident swimmer. The lessons take place in shallow water, but it's essential.",
      },
      {
        question: "What should I pack?",
        answer:
          "Swimwear, water-resistant sun cream and a jumper for the evenings. And come ready to laugh a lot.",
      },
    ],
  },
  "buceo-mar-rojo": {
    title: "Diving in the Red Sea: Marsa Alam",
    shortDescription:
      "Pristine reefs, dugongs and oceanic whitetip sharks on a week of diving from Egypt's southern coast.",
    description:
      "Egypt's southern Red Sea is home to some of the best-preserved reefs in the world. From Marsa Alam we make two or three dives a day by zodiac and by boat: Abu Dabbab bay, where turtles live and a dugong sometimes shows up; the pinnacles of Elphinstone, famous for their oceanic whitetip sharks; and the coral gardens of Sataya, with their dolphins. Ana gives detailed briefings, keeps groups to four divers per guide and allows generous bottom times. We stay at an eco-resort facing the house reef, perfect for night dives, and spend an afternoon getting to know the harbour's fishermen and their cooking.",
    itinerary: [
      {
        title: "Arrival in Marsa Alam",
        description: "Transfer to the eco-resort, a check of your paperwork and dinner by the sea.",
      },
      {
        title: "Check dives",
        description: "Two easy dives on the house reef to fine-tune your weighting and buoyancy.",
        activities: ["Check dive", "Buoyancy"],
      },
      {
        title: "Abu Dabbab",
        description: "We look for green turtles and the bay's dugong among the seagrass meadows.",
      },
      {
        title: "Elphinstone",
        description: "A boat trip out to the pinnacles of Elphinstone to see coral walls and sharks.",
      },
      {
        title: "A day at Sataya",
        description: "A full day by boat to Sataya reef, with snorkelling among dolphins.",
      },
      {
        title: "Night dive",
        description: "A free morning, then a torchlit dive after dark to watch the reef's night life.",
      },
      {
        title: "Coral gardens",
        description: "Two easy dives in the coral gardens and dinner with the harbour's fishermen.",
      },
      {
        title: "No-dive day and journey home",
        description: "A compulsory rest before flying, a walk in the desert and the transfer to the airport.",
      },
    ],
    included: [
      "7 nights at an eco-resort, full board",
      "12 guided dives",
      "Tanks, weights and nitrox",
      "Boat and zodiac trips",
      "Airport transfers",
    ],
    excluded: ["Flights", "Egyptian visa (US$25)", "Dive insurance", "Equipment hire", "Marine park fees"],
    faqs: [
      {
        question: "What certification do I need?",
        answer:
          "Open Water at the very least, with 20 logged dives. For Elphinstone we recommend Advanced or equivalent experience.",
      },
      {
        question: "Can I hire equipment there?",
        answer:
          "Yes, the centre has complete kits in good condition for around €25 a day. Let us know your size when you book.",
      },
      {
        question: "What if I don't dive?",
        answer: "Non-diving companions pay €300 less and can snorkel from the same boats.",
      },
      {
        question: "When is the best time to go?",
        answer:
          "Any time of year is good. In winter the water drops to 22 degrees, and in summer it rises to 29.",
      },
    ],
  },
  "buceo-gran-barrera": {
    title: "Diving the Great Barrier Reef",
    shortDescription:
      "Three days on a liveaboard on the outer reefs off Cairns, plus diving along Queensland's tropical coast.",
    description:
      "The Great Barrier Reef is the largest reef system on the planet, and seeing it from the inside is a dream for any diver. We begin in Cairns with two days to acclimatise and a dive on the nearby reefs, then spend three days and three nights on a liveaboard heading out to the outer reefs of Ribbon and Osprey, where the water is clearer and the marine life bigger: manta rays, turtles, reef sharks and huge schools of fish. We finish with a day in the Daintree, where the rainforest runs right down to the beach. Ana helps you sort out the paperwork and the specific insurance you need for Australia.",
    itinerary: [
      {
        title: "Arrival in Cairns",
        description: "Airport welcome, a stroll along the Esplanade and a welcome dinner.",
      },
      {
        title: "Nearby reefs",
        description: "A day trip to Green Island to dive and get used to tropical water.",
      },
      {
        title: "Boarding the liveaboard",
        description: "We sail overnight to the outer reefs and get our equipment ready.",
      },
      {
        title: "Ribbon Reefs",
        description: "Four dives on the Ribbon Reefs, including the famous Cod Hole.",
      },
      {
        title: "Osprey Reef",
        description: "Thousand-metre vertical walls and reef sharks in the open Pacific.",
      },
      {
        title: "Last day on board",
        description: "Two more dives, the return to port and a free evening in Cairns.",
      },
      {
        title: "Decompression day",
        description: "A compulsory rest before the flight, with a visit to the night market.",
      },
      {
        title: "The Daintree rainforest",
        description:
          "A trip to the oldest tropical rainforest in the world and the beach at Cape Tribulation.",
      },
      { title: "Farewell", description: "Breakfast with the group and the transfer to Cairns airport." },
    ],
    included: [
      "5 hotel nights in Cairns",
      "3 nights on a liveaboard, full board",
      "Up to 14 dives",
      "Trip to the Daintree",
      "Transfers",
    ],
    excluded: ["International flights", "Australian ETA visa", "Dive insurance", "Dinners in Cairns"],
    faqs: [
      {
        question: "What experience does the liveaboard ask for?",
        answer: "Advanced Open Water and at least 30 dives. Osprey has currents and deep walls.",
      },
      {
        question: "What are the cabins like?",
        answer:
          "Double cabins, with a bathroom shared between two. There is a supplement for a single cabin.",
      },
      {
        question: "Do I need a visa?",
        answer:
          "Yes, the ETA electronic travel authority. We'll send you instructions once your booking is confirmed.",
      },
    ],
  },
  "vela-cicladas": {
    title: "Sailing the Cyclades",
    shortDescription:
      "A week on a sailing yacht between Paros, Naxos and the Small Cyclades, with turquoise coves and white villages.",
    description:
      "The Cyclades are best discovered from the sea. We set sail from Paros on a 14-metre yacht with four double cabins and sail for a few hours each day to a different island: Antiparos, the Small Cyclades, Naxos and wild Koufonisia, anchoring in coves the ferries never reach. Tomás teaches you to trim the sails and take the helm, but there is also time to swim, snorkel and dine in fishermen's tavernas. It is the perfect trip for anyone who has never sailed and wants to experience the Aegean at their own pace.",
    itinerary: [
      {
        title: "Boarding in Paros",
        description:
          "Arrival in Naoussa, cabins handed out, a safety briefing and our first dinner on board.",
      },
      {
        title: "Antiparos",
        description: "A short first sail and an anchorage off Despotiko to swim among ruins.",
      },
      {
        title: "Course for Koufonisia",
        description: "A passage with the meltemi behind us towards the turquoise waters of Koufonisia.",
      },
      {
        title: "The coves of Koufonisia",
        description:
          "A day of swimming and snorkelling at Pori, and dinner in the harbour with the catch of the day.",
      },
      {
        title: "Naxos",
        description: "We sail to Naxos to visit the Portara and get lost in the Venetian quarter.",
      },
      {
        title: "Iraklia and Schinoussa",
        description: "Anchoring in deserted coves and a starry night on deck.",
      },
      { title: "Back to Paros", description: "A last sail, a farewell swim and dinner in Naoussa." },
      {
        title: "Disembarkation",
        description: "Breakfast on board and the transfer to the port or airport in Paros.",
      },
    ],
    included: [
      "7 nights on a sailing yacht in a double cabin",
      "Qualified skipper",
      "Breakfasts and lunches on board",
      "Fuel and mooring fees",
      "Snorkelling and paddleboarding equipment",
    ],
    excluded: ["Flights or ferry to Paros", "Dinners ashore", "Shared drinks kitty", "Travel insurance"],
    faqs: [
      {
        question: "Will I get seasick?",
        answer:
          "The passages are short and we choose comfortable courses. If you tend to get seasick, bring travel-sickness tablets: hardly anyone needs them after the second day.",
      },
      {
        question: "Do I need to know how to sail?",
        answer:
          "No. Tomás takes care of everything and teaches you whatever you'd like to learn, from knots to taking the helm.",
      },
      {
        question: "How much luggage can I bring?",
        answer: "One soft bag of around 40 litres per person. Hard suitcases won't fit in the cabins.",
      },
    ],
  },
  "vela-fiyi": {
    title: "Sailing Fiji's Yasawa Islands",
    shortDescription:
      "Ten days of tropical sailing among the Yasawa Islands: coral reefs, Fijian villages and picture-postcard beaches.",
    description:
      "The Yasawa Islands are a chain of volcanic islands north-west of Viti Levu, ringed by coral reefs, with villages where visitors are still welcomed with a kava ceremony. We sail on a 15-metre catamaran, steadier and roomier than a monohull, anchoring in a different bay every night. We'll snorkel with manta rays at Drawaqa, climb to volcanic viewpoints, visit a local school and share a lovo feast cooked in an earth oven. A far-flung, unhurried trip, ideal for switching off completely.",
    itinerary: [
      {
        title: "Bula, Fiji",
        description: "Arrival in Nadi, a night in a beach hotel and a welcome dinner.",
      },
      {
        title: "Boarding at Port Denarau",
        description: "We go aboard the catamaran and sail towards the Mamanuca Islands.",
      },
      {
        title: "The Mamanuca Islands",
        description: "Snorkelling on the Malolo reef and an anchorage in a turquoise lagoon.",
      },
      {
        title: "Course for the Yasawas",
        description: "A passage north with stops to swim and to troll for fish.",
      },
      {
        title: "The kava ceremony",
        description: "A visit to a village on Waya and a traditional welcome ceremony.",
      },
      {
        title: "Manta rays at Drawaqa",
        description: "Snorkelling with giant manta rays in the Drawaqa channel as the tide comes in.",
      },
      {
        title: "The Sawa-i-Lau caves",
        description: "A swim inside the limestone caves of Sawa-i-Lau.",
      },
      {
        title: "A lovo feast",
        description: "A beach day and a traditional meal cooked in an earth oven with a local family.",
      },
      {
        title: "Back to Denarau",
        description: "The sail back and a last night ashore with the group.",
      },
      { title: "Farewell", description: "Transfer to Nadi International Airport." },
    ],
    included: [
      "7 nights on a catamaran and 2 in a hotel",
      "All meals on board",
      "Skipper and cook",
      "Village visits and kava ceremony",
      "Snorkelling equipment",
    ],
    excluded: ["International flights", "Travel insurance", "Alcoholic drinks", "Tips for the crew"],
    faqs: [
      {
        question: "Is this a trip for families?",
        answer: "Yes, the catamaran is very stable. Over-12s are welcome when travelling with an adult.",
      },
      {
        question: "When is the best time to go?",
        answer: "May to October is the dry season, with less rain and steady breezes.",
      },
      {
        question: "Is there mobile coverage?",
        answer:
          "In many of the bays, no. That's part of the charm: let the people at home know you'll be off-grid for a few days.",
      },
    ],
  },
};
