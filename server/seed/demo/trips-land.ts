import type { DemoTrip } from "./demo-trip.ts";

/** Mountain, snow and safari trips. */
export const LAND_TRIPS: DemoTrip[] = [
  {
    key: "trek-patagonia",
    tropleader: "diego",
    title: "Trekking en la Patagonia: circuito W de Torres del Paine",
    shortDescription:
      "Diez días para recorrer el circuito W entre glaciares, lagos turquesa y las torres de granito más famosas de los Andes.",
    description:
      "El Parque Nacional Torres del Paine es uno de los grandes escenarios de montaña del planeta. En este viaje recorremos a pie el circuito W en cinco etapas, durmiendo en refugios y campamentos con servicio: el valle del Francés con sus glaciares colgantes, el lago Grey y su frente de hielo, y la subida al mirador de las Torres al amanecer. Antes y después pasamos por Puerto Natales para preparar el material y celebrar. Diego conoce el parque desde hace quince años, ajusta las etapas al viento patagónico y lleva siempre un plan B. Se necesita buena forma física para caminar entre seis y nueve horas con una mochila ligera.",
    category: "montana",
    destination: { country: "Chile", city: "Puerto Natales", region: "Magallanes", continent: "america" },
    difficulty: "challenging",
    maxParticipants: 12,
    basePriceCents: 249000,
    tags: ["Aventura", "Naturaleza", "Fotografía", "Grupos pequeños"],
    status: "approved",
    createdMonthsAgo: 40,
    itinerary: [
      {
        title: "Llegada a Puerto Natales",
        description: "Recepción en el aeropuerto de Punta Arenas y traslado por la estepa a Puerto Natales.",
      },
      {
        title: "Preparativos y fiordo",
        description: "Revisión del material, compra de última hora y paseo por el fiordo Última Esperanza.",
      },
      {
        title: "Entrada al parque",
        description:
          "Bus al parque, navegación por el lago Pehoé y primera caminata hasta el refugio Paine Grande.",
      },
      {
        title: "Glaciar Grey",
        description: "Etapa de ida y vuelta al mirador del glaciar Grey entre bosques de lenga.",
      },
      {
        title: "Valle del Francés",
        description:
          "La etapa reina: subida al valle del Francés con vistas a los glaciares del Paine Grande.",
      },
      {
        title: "Hacia Los Cuernos",
        description: "Caminata por la orilla del lago Nordenskjöld hasta el refugio Los Cuernos.",
      },
      {
        title: "Valle Ascencio",
        description: "Etapa hasta el campamento Chileno, a los pies de las torres.",
      },
      {
        title: "Amanecer en las Torres",
        description:
          "Salida de madrugada para ver el amanecer en la base de las Torres y descenso al hotel Las Torres.",
      },
      {
        title: "Regreso a Natales",
        description: "Traslado a Puerto Natales, tarde libre y cena de cordero patagónico.",
      },
      { title: "Despedida", description: "Traslado al aeropuerto de Punta Arenas." },
    ],
    included: [
      "9 noches (hoteles, refugios y campamentos con servicio)",
      "Pensión completa durante el trekking",
      "Entradas al parque nacional",
      "Traslados y navegación por el lago Pehoé",
      "Guía de montaña titulado",
    ],
    excluded: ["Vuelos a Punta Arenas", "Seguro de montaña", "Saco de dormir", "Comidas en Puerto Natales"],
    faqs: [
      {
        question: "¿Qué forma física necesito?",
        answer:
          "Debes poder caminar dos días seguidos de siete horas con desnivel. Te mando un plan de entrenamiento de ocho semanas.",
      },
      {
        question: "¿Cómo es el clima?",
        answer:
          "Cambiante: sol, viento fuerte y lluvia en el mismo día. Con buenas capas y un cortavientos se disfruta muchísimo.",
      },
      {
        question: "¿Tengo que cargar con todo?",
        answer:
          "No. Solo llevas una mochila de día; los refugios tienen camas y comida, y el equipaje grande se queda en Natales.",
      },
    ],
    departures: [
      { start: "02-02", fill: 8, past: true },
      { start: "11-14", fill: 7 },
      { start: "01-09", fill: 11 },
      { start: "03-06", fill: 4 },
    ],
    reviews: [
      {
        rating: 5,
        title: "Las Torres al amanecer",
        comment:
          "Ver las torres encenderse de rojo después de subir de noche fue de los momentos más bonitos de mi vida. Diego, un crack.",
        featured: true,
      },
      {
        rating: 5,
        title: "Patagonia en estado puro",
        comment:
          "Viento, glaciares y un grupo genial. La logística de refugios estaba perfectamente resuelta.",
      },
      {
        rating: 4,
        title: "Duro pero precioso",
        comment:
          "El día del valle del Francés es exigente de verdad. Con el plan de entrenamiento de Diego llegué bien.",
      },
      {
        rating: 5,
        title: "Imprescindible",
        comment: "Todo funcionó como un reloj, incluso cuando el viento nos obligó a cambiar una etapa.",
      },
    ],
  },
  {
    key: "trek-dolomitas",
    tropleader: "diego",
    title: "Alta Via 1 en los Dolomitas",
    shortDescription:
      "Ocho días de refugio en refugio por la ruta más bonita de los Dolomitas, entre torres de roca y praderas alpinas.",
    description:
      "La Alta Via 1 cruza los Dolomitas de norte a sur desde el lago de Braies, pasando bajo paredes verticales como el Lagazuoi, las Cinque Torri o el Civetta. Recorremos sus tramos más espectaculares en seis etapas de montaña media, durmiendo en refugios alpinos donde se come de maravilla: canederli, polenta y tartas de manzana. Es un trekking exigente pero sin dificultades técnicas, apto para personas acostumbradas a caminar. Diego reserva los refugios con un año de antelación, lleva el equipaje pesado en vehículo cuando es posible y cuenta la historia de la Primera Guerra Mundial que se libró en estas cumbres.",
    category: "montana",
    destination: { country: "Italia", city: "Cortina d'Ampezzo", region: "Véneto", continent: "europa" },
    difficulty: "moderate",
    maxParticipants: 12,
    basePriceCents: 139000,
    tags: ["Naturaleza", "Aventura", "Gastronomía", "Fotografía"],
    status: "approved",
    createdMonthsAgo: 34,
    itinerary: [
      {
        title: "Llegada a Cortina",
        description: "Traslado desde Venecia, paseo por Cortina y reunión previa a la ruta.",
      },
      {
        title: "Lago de Braies",
        description: "Inicio de la Alta Via 1 en el lago de Braies y subida al refugio Biella.",
      },
      {
        title: "Fanes y Lavarella",
        description: "Etapa por las praderas de Fanes hasta el refugio Lavarella con su cervecería.",
      },
      {
        title: "Lagazuoi",
        description: "Subida al refugio Lagazuoi, el mirador más espectacular de la ruta.",
      },
      {
        title: "Cinque Torri",
        description: "Visita a las trincheras de la Gran Guerra y noche a los pies de las Cinque Torri.",
      },
      {
        title: "Monte Pelmo",
        description: "Etapa larga bajo el Pelmo con opción de ver huellas de dinosaurio.",
      },
      {
        title: "Bajo el Civetta",
        description: "Última etapa junto a la gran pared del Civetta y bajada en telesilla a Alleghe.",
      },
      {
        title: "Despedida",
        description: "Desayuno en el lago de Alleghe y traslado al aeropuerto de Venecia.",
      },
    ],
    included: [
      "7 noches en hotel y refugios alpinos (habitaciones compartidas)",
      "Media pensión",
      "Traslados desde y hasta Venecia",
      "Guía de montaña",
      "Transporte de equipaje cuando es posible",
    ],
    excluded: ["Vuelos", "Comidas del mediodía", "Remontes opcionales", "Seguro de montaña"],
    faqs: [
      {
        question: "¿Hay tramos con vértigo?",
        answer:
          "No en nuestra variante: evitamos las vías ferratas. Hay algún paso con cable, siempre sencillo.",
      },
      {
        question: "¿Cómo son los refugios?",
        answer:
          "Habitaciones de cuatro a ocho personas con mantas. Lleva saco sábana; duchas calientes con ficha.",
      },
      {
        question: "¿Puedo unirme si voy solo?",
        answer:
          "Claro, la mayoría del grupo viaja sola. Compartirás habitación con personas de tu mismo género si lo prefieres.",
      },
    ],
    departures: [
      { start: "07-05", fill: 9, past: true },
      { start: "06-27", fill: 10 },
      { start: "07-18", fill: 5 },
      { start: "09-05", fill: 3 },
    ],
    reviews: [
      {
        rating: 4,
        title: "Preciosos Dolomitas",
        comment:
          "El atardecer desde el Lagazuoi me dejó sin palabras. Las etapas son largas pero Diego marca un ritmo muy sensato.",
      },
      {
        rating: 5,
        title: "Refugios de película",
        comment:
          "Cada refugio mejor que el anterior y la comida, increíble. Historia, paisaje y buena compañía.",
      },
      {
        rating: 5,
        title: "Perfectamente organizado",
        comment:
          "Las reservas de refugios, el transporte de maletas, todo resuelto. Solo tuve que caminar y disfrutar.",
      },
    ],
  },
  {
    key: "trek-kilimanjaro",
    tropleader: "diego",
    title: "Ascenso al Kilimanjaro por la ruta Machame",
    shortDescription:
      "Nueve días para subir al techo de África por la ruta Machame, con buena aclimatación y un equipo local experto.",
    description:
      "El Kilimanjaro es la montaña aislada más alta del mundo y su cumbre, Uhuru Peak, está a 5.895 metros. Subimos por la ruta Machame, la más bonita, en siete días para aclimatarnos bien: atravesamos la selva, el páramo de brezos gigantes, el desierto alpino y finalmente los glaciares de la cumbre. Nos acompaña un equipo local de guías, porteadores y cocineros con salarios justos y certificación KPAP. Diego controla cada día la saturación de oxígeno del grupo y decide con los guías locales el ritmo de ascenso. Una aventura exigente que no requiere experiencia técnica, pero sí muy buena forma y ganas.",
    category: "montana",
    destination: { country: "Tanzania", city: "Moshi", region: "Kilimanjaro", continent: "africa" },
    difficulty: "challenging",
    maxParticipants: 10,
    basePriceCents: 285000,
    tags: ["Aventura", "Volcanes", "Naturaleza", "Sostenible"],
    status: "pending",
    createdMonthsAgo: 0,
    itinerary: [
      {
        title: "Llegada a Moshi",
        description: "Recepción en el aeropuerto del Kilimanjaro y revisión del material con los guías.",
      },
      {
        title: "Puerta de Machame",
        description: "Inicio del ascenso por la selva hasta el campamento Machame (3.000 m).",
      },
      {
        title: "Shira",
        description: "Salimos de la selva al páramo y llegamos a la meseta de Shira (3.850 m).",
      },
      {
        title: "Lava Tower",
        description: "Subimos a 4.600 m para aclimatar y bajamos a dormir a Barranco (3.950 m).",
      },
      {
        title: "Muro de Barranco",
        description: "Trepada fácil por el muro de Barranco y etapa hasta Karanga.",
      },
      {
        title: "Campamento Barafu",
        description: "Etapa corta hasta el campamento base (4.670 m) y descanso antes de la cumbre.",
      },
      {
        title: "Uhuru Peak",
        description: "Salida a medianoche, cumbre al amanecer y largo descenso hasta Mweka.",
      },
      {
        title: "Regreso a Moshi",
        description: "Bajada final por la selva, entrega de certificados y celebración con el equipo.",
      },
      { title: "Despedida", description: "Mañana libre y traslado al aeropuerto." },
    ],
    included: [
      "2 noches de hotel en Moshi",
      "6 noches de acampada con tiendas de montaña",
      "Pensión completa en la montaña",
      "Permisos del parque",
      "Guías, porteadores y cocineros locales",
    ],
    excluded: ["Vuelos", "Visado de Tanzania", "Propinas al equipo local", "Seguro con rescate en altura"],
    faqs: [
      {
        question: "¿Qué porcentaje llega a la cumbre?",
        answer: "Con siete días de ascenso, más del 90 % de nuestros grupos llega a Uhuru Peak.",
      },
      {
        question: "¿Y si me encuentro mal por la altura?",
        answer: "Un guía baja contigo de inmediato. La seguridad está por encima de la cumbre siempre.",
      },
      {
        question: "¿Necesito vacunas?",
        answer:
          "Fiebre amarilla si llegas desde un país de riesgo. Consulta a tu centro de vacunación internacional.",
      },
    ],
    departures: [
      { start: "01-15", fill: 0 },
      { start: "08-10", fill: 0 },
    ],
    reviews: [],
  },
  {
    key: "nieve-pirineo",
    tropleader: "javier",
    title: "Esquí de travesía en el Pirineo aragonés",
    shortDescription:
      "Cinco días de iniciación al esquí de montaña en el valle de Tena y Canfranc, con técnica, seguridad y buena mesa.",
    description:
      "El esquí de travesía te lleva a lugares donde no llegan los remontes: subes con pieles de foca por valles tranquilos y bajas por nieve virgen. En este curso-viaje de cinco días en el Pirineo aragonés aprenderás a poner y quitar pieles, a hacer vueltas maría, a usar el ARVA, la pala y la sonda, y a elegir itinerarios seguros. Cada día hacemos una salida de entre 600 y 1.000 metros de desnivel en los alrededores de Candanchú, Astún y el valle de Tena, adaptada a la nieve y al grupo. Nos alojamos en un hotel familiar de Canfranc con spa y cocina de montaña. Necesitas esquiar con soltura en pistas rojas.",
    category: "nieve",
    destination: { country: "España", city: "Canfranc", region: "Aragón", continent: "europa" },
    difficulty: "moderate",
    maxParticipants: 8,
    basePriceCents: 79000,
    tags: ["Aventura", "Deportes", "Naturaleza", "Grupos pequeños"],
    status: "approved",
    createdMonthsAgo: 24,
    itinerary: [
      {
        title: "Llegada a Canfranc",
        description: "Bienvenida en el hotel, revisión de material y charla sobre nivología.",
      },
      {
        title: "Primeros pasos con pieles",
        description: "Salida cerca de Candanchú para practicar técnica de subida y vueltas maría.",
      },
      {
        title: "Rescate en avalanchas",
        description: "Mañana de práctica con ARVA, pala y sonda y travesía corta por la tarde.",
      },
      {
        title: "Collado de Astún",
        description: "Salida de 900 metros de desnivel hasta un collado con vistas a los Mallos.",
      },
      {
        title: "Bajada por nieve virgen",
        description: "Última travesía con descenso por una pala orientada al norte y comida de despedida.",
      },
    ],
    included: [
      "4 noches en hotel con media pensión",
      "Guía de esquí de montaña titulado",
      "Material de seguridad (ARVA, pala y sonda)",
      "Acceso al spa del hotel",
    ],
    excluded: [
      "Alquiler de esquís de travesía",
      "Transporte hasta Canfranc",
      "Comidas del mediodía",
      "Seguro de montaña",
    ],
    faqs: [
      {
        question: "¿Puedo alquilar el equipo de travesía?",
        answer: "Sí, en Jaca alquilan equipos completos por unos 45 € al día. Te ayudamos a reservarlos.",
      },
      {
        question: "¿Y si no hay nieve?",
        answer:
          "Si las condiciones no son seguras o no hay nieve, cambiamos de valle o te devolvemos el importe íntegro.",
      },
      {
        question: "¿Qué nivel de esquí necesito?",
        answer: "Debes bajar pistas rojas con soltura. No hace falta haber esquiado fuera de pista.",
      },
    ],
    departures: [
      { start: "02-05", fill: 6, past: true },
      { start: "01-16", fill: 4 },
      { start: "02-20", fill: 7 },
      { start: "03-13", fill: 2 },
    ],
    reviews: [
      {
        rating: 5,
        title: "Enganchado a la travesía",
        comment:
          "Javier explica de maravilla y transmite mucha seguridad. Ya me he comprado mi propio equipo.",
      },
      {
        rating: 4,
        title: "Muy buen curso",
        comment: "Aprendí muchísimo del ARVA y de cómo leer la nieve. El hotel de Canfranc, muy acogedor.",
      },
      {
        rating: 5,
        title: "Nieve polvo en el Pirineo",
        comment: "El último día bajamos por nieve virgen y fue increíble. Grupo pequeño y muy bien llevado.",
      },
    ],
  },
  {
    key: "nieve-niseko",
    tropleader: "javier",
    title: "Nieve polvo en Hokkaido: Niseko y Furano",
    shortDescription:
      "Nueve días persiguiendo la nieve más ligera del mundo en Hokkaido, con onsen, izakayas y cultura japonesa.",
    description:
      "Hokkaido recibe cada invierno más de catorce metros de nieve seca y ligera, la famosa japow. Pasamos cinco días esquiando en Niseko, con sus bosques de abedules y vistas al monte Yotei, y dos días en Furano, una estación más tranquila y auténtica. Javier te guía por las puertas de acceso al fuera pista controlado y elige los bosques según la nieve del día. Por la tarde hay baño en onsen, cenas en izakayas y una noche en un ryokan tradicional con cena kaiseki. Necesitas esquiar o hacer snowboard con soltura en pistas rojas; no hace falta experiencia en polvo.",
    category: "nieve",
    destination: { country: "Japón", city: "Niseko", region: "Hokkaido", continent: "asia" },
    difficulty: "challenging",
    maxParticipants: 10,
    basePriceCents: 295000,
    tags: ["Aventura", "Deportes", "Cultura", "Gastronomía"],
    status: "approved",
    createdMonthsAgo: 9,
    itinerary: [
      {
        title: "Llegada a Sapporo",
        description: "Recepción en el aeropuerto de New Chitose y traslado en bus a Niseko.",
      },
      {
        title: "Primer día en Niseko",
        description: "Esquí por pistas para conocer la estación y ajustar el equipo.",
      },
      {
        title: "Bosques de abedules",
        description: "Entramos en los bosques por las puertas controladas de Hirafu.",
      },
      {
        title: "Annupuri y Hanazono",
        description: "Recorremos las cuatro estaciones de Niseko según el viento y la nieve.",
      },
      {
        title: "Día de descanso cultural",
        description: "Visita a Otaru, su canal y sus talleres de vidrio, y cena de marisco.",
      },
      {
        title: "Vistas al Yotei",
        description: "Último día en Niseko con esquí de bosque y onsen al atardecer.",
      },
      {
        title: "Rumbo a Furano",
        description: "Traslado a Furano y esquí de tarde en una estación casi vacía.",
      },
      {
        title: "Ryokan tradicional",
        description: "Esquí por la mañana y noche en un ryokan con cena kaiseki.",
      },
      { title: "Sayonara", description: "Traslado a Sapporo y vuelo de regreso." },
    ],
    included: [
      "8 noches de alojamiento (hotel, lodge y ryokan)",
      "Desayunos y 3 cenas",
      "Guía de esquí durante 6 días",
      "Traslados interiores en bus privado",
      "Excursión a Otaru",
    ],
    excluded: [
      "Vuelos internacionales",
      "Forfait (unos 70 € al día)",
      "Alquiler de material",
      "Seguro de esquí",
    ],
    faqs: [
      {
        question: "¿Necesito esquís de polvo?",
        answer:
          "Te recomendamos alquilar esquís anchos allí; son mucho más cómodos y te lo gestionamos nosotros.",
      },
      {
        question: "¿Sirve para snowboard?",
        answer: "Sí, el grupo puede mezclar esquiadores y snowboarders sin problema.",
      },
      {
        question: "¿Hace mucho frío?",
        answer: "Entre -5 y -15 grados. Con buena ropa técnica se lleva bien, y el onsen diario ayuda mucho.",
      },
    ],
    departures: [
      { start: "01-22", fill: 7 },
      { start: "02-12", fill: 4 },
    ],
    reviews: [],
  },
  {
    key: "safari-serengeti",
    tropleader: "nuria",
    title: "Safari fotográfico por el Serengeti y Ngorongoro",
    shortDescription:
      "Ocho días de safari en grupo pequeño por Tarangire, Ngorongoro y el Serengeti con una bióloga y fotógrafa.",
    description:
      "Este safari está pensado para mirar con calma y fotografiar bien. Recorremos tres de los grandes parques del norte de Tanzania en vehículos 4x4 con techo abierto y solo cinco viajeros por coche: los baobabs y elefantes de Tarangire, el cráter del Ngorongoro con su enorme densidad de fauna y las llanuras infinitas del Serengeti, donde según la época seguimos a la gran migración de ñus y cebras. Nuria, bióloga y fotógrafa, da pequeños talleres de fotografía al atardecer y explica el comportamiento de cada especie. Dormimos en campamentos de lona con baño propio que apoyan proyectos de conservación y empleo local.",
    category: "safari",
    destination: { country: "Tanzania", city: "Arusha", region: "Serengeti", continent: "africa" },
    difficulty: "easy",
    maxParticipants: 10,
    basePriceCents: 329000,
    tags: ["Vida Silvestre", "Fotografía", "Naturaleza", "Sostenible"],
    status: "approved",
    createdMonthsAgo: 32,
    itinerary: [
      {
        title: "Karibu Arusha",
        description: "Recepción en el aeropuerto del Kilimanjaro y cena de bienvenida en un lodge cafetero.",
      },
      {
        title: "Parque de Tarangire",
        description: "Primer safari entre baobabs centenarios y grandes manadas de elefantes.",
      },
      {
        title: "Hacia el Serengeti",
        description: "Cruzamos el altiplano de Ngorongoro y llegamos al Serengeti al atardecer.",
      },
      {
        title: "Serengeti central",
        description: "Día completo de safari en Seronera, territorio de leones y leopardos.",
      },
      {
        title: "Siguiendo la migración",
        description: "Salida al amanecer en busca de la gran migración y taller de fotografía.",
      },
      {
        title: "Cráter del Ngorongoro",
        description: "Bajada al cráter para ver rinocerontes, leones y flamencos en el lago.",
      },
      {
        title: "Pueblo de Mto wa Mbu",
        description: "Paseo por el pueblo, mercado local y comida con una familia.",
      },
      {
        title: "Regreso a Arusha",
        description: "Comida en Arusha, visita a una cooperativa de artesanas y traslado al aeropuerto.",
      },
    ],
    included: [
      "7 noches en lodge y campamentos de lona",
      "Pensión completa",
      "Vehículo 4x4 con techo abierto y conductor-guía",
      "Entradas a los parques",
      "Talleres de fotografía",
    ],
    excluded: ["Vuelos", "Visado de Tanzania", "Propinas", "Vuelo en globo opcional sobre el Serengeti"],
    faqs: [
      {
        question: "¿Necesito una cámara profesional?",
        answer:
          "No. Un móvil bueno basta para disfrutar, aunque con un teleobjetivo de 300 mm sacarás más partido.",
      },
      {
        question: "¿Cuándo se ve la migración?",
        answer:
          "Depende de las lluvias. Elegimos la zona del Serengeti según la época para estar cerca de las manadas.",
      },
      {
        question: "¿Es un viaje cómodo?",
        answer:
          "Sí. Hay muchas horas de coche por pistas, pero los campamentos tienen camas de verdad y duchas calientes.",
      },
    ],
    departures: [
      { start: "08-01", fill: 6, past: true },
      { start: "07-10", fill: "full" },
      { start: "08-14", fill: 6 },
      { start: "10-16", fill: 3 },
    ],
    reviews: [
      {
        rating: 5,
        title: "Un safari para mirar de verdad",
        comment:
          "Nuria sabe cuándo apagar el motor y esperar. Vimos un guepardo cazar y aprendí muchísimo de fotografía.",
        featured: true,
      },
      {
        rating: 5,
        title: "Ngorongoro impresionante",
        comment: "Rinocerontes, leones y miles de flamencos en una mañana. Los campamentos, de ensueño.",
      },
      {
        rating: 4,
        title: "Muy bien organizado",
        comment: "Muchas horas de coche, pero merece la pena cada kilómetro. Grupo pequeño y muy buena guía.",
      },
      {
        rating: 5,
        title: "La migración",
        comment: "Miles de ñus cruzando delante de nosotros. No hay palabras. Gracias, Nuria.",
      },
    ],
  },
];
