import type { DemoTripEnglish } from "./demo-trip.ts";

/**
 * The English version of the yoga, racket sports and cultural immersion trips (trips-culture.ts), keyed by trip
 * key: written by a person, with the itinerary days and FAQs in the same order and number as the Spanish ones.
 * "padel-buenos-aires" is left out on purpose: it stays Spanish-only so that the demo shows what an English
 * visitor sees when a trip has no English version (the Spanish text marked lang="es" and the 'Written in
 * Spanish' note).
 */
export const CULTURE_TRIPS_EN: Record<string, DemoTripEnglish> = {
  "yoga-ubud": {
    title: "Sunrise yoga retreat in Ubud",
    shortDescription:
      "Nine days of yoga, meditation and Balinese culture among rice fields, temples and waterfalls in the heart of Bali.",
    description:
      "Ubud is the spiritual and artistic centre of Bali, surrounded by rice terraces, jungle and temples. On this retreat we practise yoga twice a day in a bamboo shala that opens onto the rice fields: gentle vinyasa at sunrise and yin or meditation at sunset. Between classes we discover the island at an unhurried pace: a purification ceremony at the Tirta Empul temple, a climb up the Batur volcano to watch the sunrise, a Balinese cookery workshop and free afternoons for massages and walks. The trip suits any level of yoga; all you need is curiosity and a wish to slow down.",
    itinerary: [
      {
        title: "Arrival in Bali",
        description: "Pick-up at Denpasar airport and transfer to our retreat among the rice fields.",
      },
      {
        title: "Welcome to the shala",
        description: "A first gentle yoga practice, a welcome ceremony and a Balinese dinner.",
      },
      {
        title: "Tegallalang terraces",
        description: "Yoga at sunrise and a walk through the rice terraces with a local farmer.",
      },
      {
        title: "Tirta Empul",
        description: "A purification ceremony at the sacred springs and a yin yoga practice.",
      },
      {
        title: "Sunrise on Batur",
        description: "A night climb up the Batur volcano and breakfast in the crater as the sun comes up.",
      },
      {
        title: "Rest day",
        description: "A free day with a Balinese massage included and guided meditation at sunset.",
      },
      {
        title: "Balinese cooking",
        description: "Ubud market in the morning and a cookery workshop with a local family.",
      },
      {
        title: "Waterfalls and jungle",
        description: "A swim at the Tibumana waterfall and a farewell practice in the shala.",
      },
      { title: "Farewell", description: "A last breakfast together and transfer to the airport." },
    ],
    included: [
      "8 nights in a retreat villa with a pool",
      "Vegetarian breakfasts and dinners",
      "16 yoga and meditation classes",
      "Excursions and temple entrance fees",
      "A Balinese massage",
    ],
    excluded: ["Flights", "Bali tourist levy", "Lunches", "Travel insurance"],
    faqs: [
      {
        question: "Do I need any yoga experience?",
        answer: "No. Every class has variations for beginners and for those who already practise regularly.",
      },
      {
        question: "What should I wear to the temples?",
        answer:
          "Covered shoulders and a sarong, which we give you when you arrive. Otherwise, light and comfortable clothes.",
      },
      {
        question: "Is the climb up Batur hard?",
        answer:
          "It's about two hours of walking uphill at a gentle pace, in the dark. It's optional and well worth it.",
      },
    ],
  },
  "cultura-oaxaca": {
    title: "Cultural immersion in Oaxaca: food, mezcal and crafts",
    shortDescription:
      "Nine days in Oaxaca cooking with Zapotec families, visiting craft workshops and wandering through its markets.",
    description:
      "Oaxaca is one of the most diverse states in Mexico, home to sixteen Indigenous peoples and one of the richest cuisines in the world. With Carmen, an anthropologist who has lived there for a decade, we step into homes and workshops that you won't find in the guidebooks: we make mole negro with a traditional cook in Teotitlán, learn backstrap loom weaving with Zapotec weavers, visit a family palenque where mezcal is distilled in clay pots and explore Monte Albán with an archaeologist. The afternoons are for strolling around the historic centre, a World Heritage Site, and its markets full of chapulines, chocolate and tlayudas.",
    itinerary: [
      {
        title: "Arrival in Oaxaca",
        description: "Meet-and-greet at the airport and a welcome dinner on a rooftop in the centre.",
      },
      {
        title: "The historic centre",
        description: "A walk around Santo Domingo, the zócalo and the 20 de Noviembre market.",
      },
      {
        title: "Monte Albán",
        description: "A visit to the Zapotec city of Monte Albán with a local archaeologist.",
      },
      {
        title: "Mole in Teotitlán",
        description: "A day in Teotitlán del Valle cooking mole negro and visiting wool weavers.",
      },
      {
        title: "Mezcal palenque",
        description: "A visit to a family palenque in Santiago Matatlán and a mezcal tasting.",
      },
      {
        title: "Hierve el Agua",
        description: "A swim at the petrified waterfalls of Hierve el Agua and lunch in Mitla.",
      },
      {
        title: "Black clay and alebrijes",
        description:
          "Black clay workshops in San Bartolo Coyotepec and alebrije workshops in San Martín Tilcajete.",
      },
      {
        title: "Tlacolula market",
        description: "The biggest Sunday market in the Central Valleys, followed by a free afternoon.",
      },
      {
        title: "Farewell",
        description: "A breakfast of hot chocolate and pan de yema, and transfer to the airport.",
      },
    ],
    included: [
      "8 nights in a colonial house in the centre",
      "Breakfasts and 5 meals with families",
      "Cooking, weaving and clay workshops",
      "Private transport to the communities",
      "Entrance fees to archaeological sites",
    ],
    excluded: ["Flights", "Dinners not listed", "Purchases in workshops", "Travel insurance"],
    faqs: [
      {
        question: "Is the trip suitable for vegetarians?",
        answer: "Yes. Oaxacan cooking has a great many meat-free dishes, and the families adapt the menu.",
      },
      {
        question: "Where does the money from the trip go?",
        answer:
          "More than 60% of the price stays with families, cooperatives and guides in Oaxaca. We give you the breakdown when you book.",
      },
      {
        question: "What is the weather like?",
        answer:
          "Warm days and cool nights almost all year round. From June to September it rains in the afternoons.",
      },
    ],
  },
  "cultura-rajastan": {
    title: "Rajasthan: palaces, desert and colourful cities",
    shortDescription:
      "Eleven days through Jaipur, Jodhpur, Jaisalmer and Udaipur: forts, markets, a night in the desert and Rajput cooking.",
    description:
      "Rajasthan is the India of the maharajas: hilltop forts, marble palaces beside lakes and cities painted pink, blue and gold. We follow its classic route at a gentle pace, staying in restored havelis with courtyards steeped in history. In Jaipur we visit Amber Fort and a hand block-printing workshop; in Jodhpur we climb up to the imposing Mehrangarh Fort; in Jaisalmer we sleep in a camp among the dunes of the Thar after a camel ride; and we finish in Udaipur, the city of lakes. Carmen arranges meals with Rajput families and visits to cooperatives of women artisans who work on fair-trade terms.",
    itinerary: [
      {
        title: "Arrival in Delhi",
        description: "Meet-and-greet at the airport and a night in a quiet hotel in Delhi.",
      },
      {
        title: "Train to Jaipur",
        description: "The train to Jaipur and a sunset walk through the bazaars of the Pink City.",
      },
      {
        title: "Amber Fort",
        description: "A visit to Amber Fort, the Jantar Mantar observatory and the Palace of the Winds.",
      },
      {
        title: "Hand block printing",
        description: "A block-printing workshop in Sanganer and dinner with a Rajput family.",
      },
      {
        title: "On the road to Jodhpur",
        description: "A journey by road with a stop at the Jain temples of Ranakpur.",
      },
      {
        title: "The Blue City",
        description: "The climb up to Mehrangarh Fort and a walk through the blue lanes of Jodhpur.",
      },
      {
        title: "Jaisalmer",
        description: "Arrival in the Golden City and a visit to its sandstone fort, where people still live.",
      },
      {
        title: "A night in the Thar",
        description: "A camel ride to the dunes and a night in a camp under the stars.",
      },
      {
        title: "Udaipur",
        description: "A flight to Udaipur and a boat trip on Lake Pichola at sunset.",
      },
      {
        title: "The City Palace",
        description:
          "A visit to the City Palace, a miniature-painting workshop and a farewell dinner by the lake.",
      },
      { title: "Farewell", description: "Transfer to Udaipur airport." },
    ],
    included: [
      "10 nights in havelis and a desert camp",
      "Breakfasts and 6 dinners",
      "Private transport, train and internal flight",
      "Local guides in every city",
      "Block-printing and miniature-painting workshops",
    ],
    excluded: ["International flights", "Indian visa", "Tips", "Travel insurance"],
    faqs: [
      {
        question: "When is the best time to go?",
        answer: "From October to March, with mild days and cool nights. In summer the heat is extreme.",
      },
      {
        question: "Is the food very spicy?",
        answer: "We order mildly spiced dishes for the group, and there are always gentle options.",
      },
      {
        question: "How do I apply for the visa?",
        answer: "It's an online e-Visa. We send you a step-by-step guide when your booking is confirmed.",
      },
    ],
  },
  "padel-marbella": {
    title: "Padel camp in Marbella",
    shortDescription:
      "Five days of padel training, with technique, tactics and matches in the sunshine of the Costa del Sol.",
    description:
      "An intensive camp for intermediate players who want to make real progress. We train for three hours every morning at a club in Marbella with panoramic courts: bandeja, víbora and smash technique, playing the ball off the glass and positioning as a pair. We film the sessions to analyse them together, and in the afternoons we play coached matches against local players. There is fitness work to prevent injuries, an afternoon at the beach and a tapas dinner in the old town. Marc groups players by level, with no more than four players per coach.",
    itinerary: [
      {
        title: "Arrival and level assessment",
        description: "Hotel check-in, a level assessment on court and a welcome dinner.",
      },
      {
        title: "Defence and the glass",
        description: "Training on playing off the glass and lobs, with coached matches in the afternoon.",
      },
      {
        title: "Bandeja and víbora",
        description: "Overhead technique with individual video analysis.",
      },
      {
        title: "Tactics as a pair",
        description: "Positioning, communication and an americano tournament in the afternoon.",
      },
      {
        title: "Final tournament",
        description: "The camp tournament in the morning, prize-giving and a farewell lunch.",
      },
    ],
    included: [
      "4 nights in a hotel with breakfast",
      "15 hours of training with qualified coaches",
      "Coached matches and a tournament",
      "Video analysis",
      "Balls and water on court",
    ],
    excluded: [
      "Transport to Marbella",
      "Lunches and dinners not listed",
      "Racket (available to hire)",
      "Insurance",
    ],
    faqs: [
      {
        question: "What level do I need?",
        answer:
          "Intermediate: you play matches regularly and know the rules. This isn't a camp for beginners.",
      },
      {
        question: "Can I come with my playing partner?",
        answer: "Of course! Book two places and we'll keep you together in training and in matches.",
      },
      {
        question: "What if it rains?",
        answer: "The club has covered courts, so we train all the same.",
      },
    ],
  },
};
