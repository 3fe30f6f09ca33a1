import type { DemoTrip } from "./demo-trip.ts";

/** Yoga, racket sports and cultural immersion trips. */
export const CULTURE_TRIPS: DemoTrip[] = [
  {
    key: "yoga-ubud",
    tropleader: "lucia",
    title: "Retiro de yoga al amanecer en Ubud",
    shortDescription:
      "Nueve días de yoga, meditación y cultura balinesa entre arrozales, templos y cascadas en el corazón de Bali.",
    description:
      "Ubud es el centro espiritual y artístico de Bali, rodeado de terrazas de arroz, selva y templos. En este retiro practicamos yoga dos veces al día en una shala de bambú abierta a los arrozales: vinyasa suave al amanecer y yin o meditación al atardecer. Entre clase y clase descubrimos la isla con calma: una ceremonia de purificación en el templo de Tirta Empul, la subida al volcán Batur para ver amanecer, un taller de cocina balinesa y tardes libres para masajes y paseos. Es un viaje apto para cualquier nivel de yoga; solo necesitas curiosidad y ganas de bajar el ritmo.",
    category: "yoga-fitness",
    destination: { country: "Indonesia", city: "Ubud", region: "Bali", continent: "asia" },
    difficulty: "easy",
    maxParticipants: 12,
    basePriceCents: 145000,
    tags: ["Relajación", "Cultura", "Naturaleza", "Gastronomía"],
    status: "approved",
    createdMonthsAgo: 22,
    itinerary: [
      {
        title: "Llegada a Bali",
        description: "Recogida en el aeropuerto de Denpasar y traslado a nuestro retiro entre arrozales.",
      },
      {
        title: "Bienvenida a la shala",
        description: "Primera práctica de yoga suave, ceremonia de bienvenida y cena balinesa.",
      },
      {
        title: "Terrazas de Tegallalang",
        description: "Yoga al amanecer y paseo por las terrazas de arroz con un agricultor local.",
      },
      {
        title: "Tirta Empul",
        description: "Ceremonia de purificación en las fuentes sagradas y práctica de yin yoga.",
      },
      {
        title: "Amanecer en el Batur",
        description: "Subida nocturna al volcán Batur y desayuno en el cráter viendo salir el sol.",
      },
      {
        title: "Día de descanso",
        description: "Día libre con masaje balinés incluido y meditación guiada al atardecer.",
      },
      {
        title: "Cocina balinesa",
        description: "Mercado de Ubud por la mañana y taller de cocina con una familia.",
      },
      {
        title: "Cascadas y selva",
        description: "Baño en la cascada de Tibumana y práctica de despedida en la shala.",
      },
      { title: "Despedida", description: "Último desayuno juntos y traslado al aeropuerto." },
    ],
    included: [
      "8 noches en villa de retiro con piscina",
      "Desayunos y cenas vegetarianas",
      "16 clases de yoga y meditación",
      "Excursiones y entradas a templos",
      "Un masaje balinés",
    ],
    excluded: ["Vuelos", "Tasa turística de Bali", "Comidas del mediodía", "Seguro de viaje"],
    faqs: [
      {
        question: "¿Necesito experiencia en yoga?",
        answer: "No. Las clases tienen variantes para principiantes y para quien ya practica habitualmente.",
      },
      {
        question: "¿Qué ropa llevo a los templos?",
        answer: "Hombros cubiertos y un sarong, que te regalamos al llegar. Lo demás, ropa ligera y cómoda.",
      },
      {
        question: "¿Es dura la subida al Batur?",
        answer:
          "Son unas dos horas de subida a ritmo tranquilo y de noche. Es opcional y merece mucho la pena.",
      },
    ],
    departures: [
      { start: "04-12", fill: 8, past: true },
      { start: "04-11", fill: 9 },
      { start: "07-25", fill: 7 },
      { start: "11-21", fill: 5 },
    ],
    reviews: [
      {
        rating: 5,
        title: "Justo lo que necesitaba",
        comment:
          "Volví a casa con otra energía. Las clases de Lucía al amanecer con los arrozales delante, inolvidables.",
      },
      {
        rating: 5,
        title: "Bali con alma",
        comment:
          "Ni un minuto de agobio. El equilibrio entre yoga, excursiones y descanso está muy bien pensado.",
      },
      {
        rating: 4,
        title: "Precioso retiro",
        comment:
          "La villa es un sueño y la comida vegetariana, riquísima. La subida al Batur, dura pero mágica.",
      },
    ],
  },
  {
    key: "cultura-oaxaca",
    tropleader: "carmen",
    title: "Inmersión cultural en Oaxaca: cocina, mezcal y artesanía",
    shortDescription:
      "Nueve días en Oaxaca cocinando con familias zapotecas, visitando talleres artesanos y recorriendo sus mercados.",
    description:
      "Oaxaca es uno de los estados más diversos de México, con dieciséis pueblos indígenas y una de las cocinas más ricas del mundo. Con Carmen, antropóloga que vive allí desde hace una década, entramos en casas y talleres que no aparecen en las guías: preparamos mole negro con una cocinera tradicional de Teotitlán, aprendemos el telar de cintura con tejedoras zapotecas, visitamos un palenque familiar donde se destila mezcal en ollas de barro y recorremos Monte Albán con un arqueólogo. Las tardes son para pasear por el centro histórico, patrimonio de la humanidad, y sus mercados llenos de chapulines, chocolate y tlayudas.",
    category: "inmersion-cultural",
    destination: { country: "México", city: "Oaxaca de Juárez", region: "Oaxaca", continent: "america" },
    difficulty: "easy",
    maxParticipants: 12,
    basePriceCents: 165000,
    tags: ["Cultura", "Gastronomía", "Fotografía", "Sostenible"],
    status: "approved",
    createdMonthsAgo: 44,
    itinerary: [
      {
        title: "Llegada a Oaxaca",
        description: "Recepción en el aeropuerto y cena de bienvenida en una azotea del centro.",
      },
      {
        title: "Centro histórico",
        description: "Paseo por Santo Domingo, el zócalo y el mercado 20 de Noviembre.",
      },
      {
        title: "Monte Albán",
        description: "Visita a la ciudad zapoteca de Monte Albán con un arqueólogo local.",
      },
      {
        title: "Mole en Teotitlán",
        description: "Día en Teotitlán del Valle cocinando mole negro y visitando tejedores de lana.",
      },
      {
        title: "Palenque de mezcal",
        description: "Visita a un palenque familiar en Santiago Matatlán y cata de mezcales.",
      },
      {
        title: "Hierve el Agua",
        description: "Baño en las cascadas petrificadas de Hierve el Agua y comida en Mitla.",
      },
      {
        title: "Barro negro y alebrijes",
        description: "Talleres de barro negro en San Bartolo Coyotepec y alebrijes en San Martín Tilcajete.",
      },
      {
        title: "Mercado de Tlacolula",
        description: "El mercado dominical más grande de los Valles Centrales y tarde libre.",
      },
      { title: "Despedida", description: "Desayuno de chocolate y pan de yema, y traslado al aeropuerto." },
    ],
    included: [
      "8 noches en casa colonial del centro",
      "Desayunos y 5 comidas con familias",
      "Talleres de cocina, telar y barro",
      "Transporte privado a las comunidades",
      "Entradas a sitios arqueológicos",
    ],
    excluded: ["Vuelos", "Cenas no indicadas", "Compras en talleres", "Seguro de viaje"],
    faqs: [
      {
        question: "¿Es un viaje para vegetarianos?",
        answer: "Sí. La cocina oaxaqueña tiene muchísimos platos sin carne y las familias adaptan el menú.",
      },
      {
        question: "¿A dónde va el dinero del viaje?",
        answer:
          "Más del 60 % del precio se queda en familias, cooperativas y guías de Oaxaca. Te damos el desglose al reservar.",
      },
      {
        question: "¿Qué tiempo hace?",
        answer:
          "Días cálidos y noches frescas casi todo el año. De junio a septiembre llueve por las tardes.",
      },
    ],
    departures: [
      { start: "10-28", fill: 9, past: true },
      { start: "02-04", fill: 3, past: true },
      { start: "10-27", fill: 7 },
      { start: "03-17", fill: 6 },
    ],
    reviews: [
      {
        rating: 5,
        title: "Oaxaca desde dentro",
        comment:
          "Cocinar mole con doña Reyna fue un regalo. Carmen te abre las puertas de un México que jamás habría conocido solo.",
        featured: true,
      },
      {
        rating: 5,
        title: "Día de Muertos inolvidable",
        comment: "Viajar en estas fechas con alguien que conoce las tradiciones de verdad lo cambia todo.",
      },
      {
        rating: 5,
        title: "Turismo con sentido",
        comment: "Se nota el cariño de las familias hacia Carmen. Comimos increíble y aprendimos muchísimo.",
      },
      {
        rating: 4,
        title: "Muy completo",
        comment:
          "Mucho contenido cada día, quizá algún día libre más. Los talleres de barro negro, lo mejor.",
      },
      {
        rating: 5,
        title: "Repetiría mañana",
        comment: "El mercado de Tlacolula, el mezcal, la gente... Un viaje precioso y muy bien pensado.",
      },
    ],
  },
  {
    key: "cultura-rajastan",
    tropleader: "carmen",
    title: "Rajastán: palacios, desierto y ciudades de colores",
    shortDescription:
      "Once días por Jaipur, Jodhpur, Jaisalmer y Udaipur: fuertes, mercados, una noche en el desierto y cocina rajput.",
    description:
      "El Rajastán es la India de los maharajás: fuertes sobre colinas, palacios de mármol junto a lagos y ciudades pintadas de rosa, azul y oro. Recorremos su ruta clásica con calma, alojándonos en havelis restauradas con patios llenos de historia. En Jaipur visitamos el fuerte de Amber y un taller de estampado a mano; en Jodhpur subimos al imponente fuerte de Mehrangarh; en Jaisalmer dormimos en un campamento en las dunas del Thar tras un paseo en camello; y terminamos en Udaipur, la ciudad de los lagos. Carmen organiza comidas con familias rajput y visitas a cooperativas de mujeres artesanas que trabajan con comercio justo.",
    category: "inmersion-cultural",
    destination: { country: "India", city: "Jaipur", region: "Rajastán", continent: "asia" },
    difficulty: "moderate",
    maxParticipants: 12,
    basePriceCents: 189000,
    tags: ["Cultura", "Fotografía", "Gastronomía", "Aventura"],
    status: "approved",
    createdMonthsAgo: 28,
    itinerary: [
      {
        title: "Llegada a Delhi",
        description: "Recepción en el aeropuerto y noche en un hotel tranquilo de Delhi.",
      },
      {
        title: "Tren a Jaipur",
        description: "Tren a Jaipur y paseo al atardecer por los bazares de la ciudad rosa.",
      },
      {
        title: "Fuerte de Amber",
        description: "Visita al fuerte de Amber, al observatorio Jantar Mantar y al palacio de los vientos.",
      },
      {
        title: "Estampado a mano",
        description: "Taller de block printing en Sanganer y cena con una familia rajput.",
      },
      {
        title: "Camino a Jodhpur",
        description: "Viaje por carretera con parada en los templos jainistas de Ranakpur.",
      },
      {
        title: "La ciudad azul",
        description: "Subida al fuerte de Mehrangarh y paseo por las callejuelas azules de Jodhpur.",
      },
      {
        title: "Jaisalmer",
        description: "Llegada a la ciudad dorada y visita a su fuerte habitado de arenisca.",
      },
      {
        title: "Noche en el Thar",
        description: "Paseo en camello hasta las dunas y noche en campamento bajo las estrellas.",
      },
      { title: "Udaipur", description: "Vuelo a Udaipur y paseo en barca por el lago Pichola al atardecer." },
      {
        title: "Palacio de la ciudad",
        description: "Visita al City Palace, taller de miniaturas y cena de despedida junto al lago.",
      },
      { title: "Despedida", description: "Traslado al aeropuerto de Udaipur." },
    ],
    included: [
      "10 noches en havelis y campamento en el desierto",
      "Desayunos y 6 cenas",
      "Transporte privado, tren y vuelo interno",
      "Guías locales en cada ciudad",
      "Talleres de estampado y miniaturas",
    ],
    excluded: ["Vuelos internacionales", "Visado de la India", "Propinas", "Seguro de viaje"],
    faqs: [
      {
        question: "¿Qué época es la mejor?",
        answer: "De octubre a marzo, con días templados y noches frescas. En verano el calor es extremo.",
      },
      {
        question: "¿La comida pica mucho?",
        answer: "Pedimos platos con poco picante para el grupo y siempre hay opciones suaves.",
      },
      {
        question: "¿Cómo se tramita el visado?",
        answer: "Es un e-Visa en línea. Te enviamos una guía paso a paso al confirmar la reserva.",
      },
    ],
    departures: [
      { start: "11-15", fill: 7, past: true },
      { start: "11-06", fill: 8 },
      { start: "01-29", fill: 7 },
      { start: "02-26", fill: 4 },
    ],
    reviews: [
      {
        rating: 5,
        title: "Un viaje de colores",
        comment:
          "Cada ciudad mejor que la anterior. La noche en el desierto del Thar es de las que no se olvidan.",
      },
      {
        rating: 4,
        title: "India sin agobios",
        comment:
          "Con Carmen todo fluye: trenes, mercados, comidas. El ritmo es intenso pero muy bien dosificado.",
      },
      {
        rating: 5,
        title: "Havelis de cuento",
        comment: "Dormir en palacios antiguos y cocinar con familias locales le da otra dimensión al viaje.",
      },
    ],
  },
  {
    key: "padel-marbella",
    tropleader: "marc",
    title: "Campus de pádel en Marbella",
    shortDescription:
      "Cinco días de entrenamiento de pádel con técnica, táctica y partidos al sol de la Costa del Sol.",
    description:
      "Un campus intensivo para jugadores de nivel intermedio que quieren mejorar de verdad. Entrenamos cada mañana tres horas en un club de Marbella con pistas panorámicas: técnica de bandeja, víbora y remate, salidas de pared y posicionamiento en pareja. Grabamos los entrenamientos para analizarlos juntos y por la tarde jugamos partidos dirigidos contra jugadores locales. Hay preparación física para prevenir lesiones, una tarde de playa y cena de tapas por el casco antiguo. Marc adapta los grupos por nivel con un máximo de cuatro jugadores por entrenador.",
    category: "deportes-de-pala",
    destination: { country: "España", city: "Marbella", region: "Andalucía", continent: "europa" },
    difficulty: "moderate",
    maxParticipants: 12,
    basePriceCents: 69000,
    tags: ["Deportes", "Playas", "Grupos pequeños"],
    status: "approved",
    createdMonthsAgo: 16,
    itinerary: [
      {
        title: "Llegada y prueba de nivel",
        description: "Check-in en el hotel, prueba de nivel en pista y cena de bienvenida.",
      },
      {
        title: "Defensa y pared",
        description: "Entrenamiento de salidas de pared y globos, partidos dirigidos por la tarde.",
      },
      {
        title: "Bandeja y víbora",
        description: "Técnica de golpes por encima de la cabeza con videoanálisis individual.",
      },
      {
        title: "Táctica en pareja",
        description: "Posicionamiento, comunicación y torneo americano por la tarde.",
      },
      {
        title: "Torneo final",
        description: "Torneo del campus por la mañana, entrega de premios y comida de despedida.",
      },
    ],
    included: [
      "4 noches en hotel con desayuno",
      "15 horas de entrenamiento con entrenadores titulados",
      "Partidos dirigidos y torneo",
      "Videoanálisis",
      "Bolas y agua en pista",
    ],
    excluded: [
      "Transporte hasta Marbella",
      "Comidas y cenas no indicadas",
      "Pala (puedes alquilarla)",
      "Seguro",
    ],
    faqs: [
      {
        question: "¿Qué nivel necesito?",
        answer:
          "Nivel intermedio: juegas partidos con regularidad y conoces las reglas. No es un campus de iniciación.",
      },
      {
        question: "¿Puedo venir con mi pareja de juego?",
        answer: "¡Claro! Reserva dos plazas y os pondremos juntos en entrenamientos y partidos.",
      },
      {
        question: "¿Y si llueve?",
        answer: "El club tiene pistas cubiertas, así que entrenamos igual.",
      },
    ],
    departures: [
      { start: "10-02", fill: 10, past: true },
      { start: "04-23", fill: 8 },
      { start: "10-08", fill: 6 },
      { start: "05-21", fill: 4 },
    ],
    reviews: [
      {
        rating: 5,
        title: "Mi bandeja ya no es la misma",
        comment: "El videoanálisis y las correcciones de Marc me han hecho subir de nivel en cinco días.",
      },
      {
        rating: 4,
        title: "Intenso y divertido",
        comment: "Mucho pádel y muy buen ambiente. El hotel, correcto; las pistas del club, espectaculares.",
      },
      {
        rating: 5,
        title: "Repetimos seguro",
        comment: "Fuimos en pareja y salimos jugando mucho mejor juntos. El torneo final, muy divertido.",
      },
    ],
  },
  {
    key: "padel-buenos-aires",
    tropleader: "marc",
    title: "Pádel y tango en Buenos Aires",
    shortDescription:
      "Ocho días entrenando pádel en la cuna del pádel moderno, con milongas, asados y barrios porteños.",
    description:
      "Argentina es una de las grandes potencias del pádel y Buenos Aires está llena de clubes con historia. En este viaje entrenamos cada mañana con entrenadores argentinos que han formado a jugadores del circuito profesional, jugamos partidos contra socios de clubes de barrio y asistimos a un partido de un torneo local. Por las tardes descubrimos la ciudad: San Telmo y su feria, La Boca, Palermo y una clase de tango antes de ir a una milonga de verdad. No falta un asado en una estancia de la provincia con paseo a caballo. Un viaje para jugadores de nivel intermedio que también quieren conocer la ciudad.",
    category: "deportes-de-pala",
    destination: { country: "Argentina", city: "Buenos Aires", region: "Buenos Aires", continent: "america" },
    difficulty: "moderate",
    maxParticipants: 10,
    basePriceCents: 159000,
    tags: ["Deportes", "Cultura", "Gastronomía"],
    status: "approved",
    createdMonthsAgo: 4,
    itinerary: [
      {
        title: "Llegada a Buenos Aires",
        description: "Recepción en Ezeiza, check-in en Palermo y cena en una parrilla.",
      },
      {
        title: "Primer entrenamiento",
        description: "Prueba de nivel en un club histórico y paseo por Palermo Soho.",
      },
      {
        title: "Técnica argentina",
        description: "Entrenamiento de golpes de fondo y visita a San Telmo y La Boca.",
      },
      {
        title: "Partidos de club",
        description: "Partidos contra socios locales y clase de tango por la noche.",
      },
      {
        title: "Estancia en la pampa",
        description: "Día en una estancia con asado, paseo a caballo y exhibición gaucha.",
      },
      { title: "Torneo local", description: "Entrenamiento y asistencia a un torneo de pádel argentino." },
      { title: "Milonga", description: "Último entrenamiento, tarde libre y noche de milonga en Almagro." },
      { title: "Despedida", description: "Desayuno con medialunas y traslado al aeropuerto." },
    ],
    included: [
      "7 noches en hotel boutique en Palermo",
      "Desayunos y 4 cenas",
      "12 horas de entrenamiento",
      "Día en estancia con asado",
      "Clase de tango",
    ],
    excluded: ["Vuelos", "Comidas no indicadas", "Entradas a la milonga", "Seguro de viaje"],
    faqs: [
      {
        question: "¿Cuál es el mejor momento para ir?",
        answer:
          "Primavera y otoño australes (octubre-noviembre y marzo-abril), con temperaturas perfectas para jugar.",
      },
      {
        question: "¿Hay que saber bailar tango?",
        answer: "Para nada. La clase es para principiantes y en la milonga puedes limitarte a mirar.",
      },
      {
        question: "¿Qué moneda llevo?",
        answer: "Te explicamos cómo pagar con tarjeta y cambiar con seguridad al confirmar la reserva.",
      },
    ],
    departures: [
      { start: "10-22", fill: 3 },
      { start: "03-25", fill: 1 },
    ],
    reviews: [],
  },
];
