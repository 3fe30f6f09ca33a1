import type { DemoTrip } from "./demo-trip.ts";

/** Surf, diving and sailing trips. */
export const SEA_TRIPS: DemoTrip[] = [
  {
    key: "surf-ericeira",
    tropleader: "lucia",
    title: "Surf y yoga en Ericeira",
    shortDescription:
      "Una semana de surf para todos los niveles en la única reserva mundial de surf de Europa, con yoga diario.",
    description:
      "Ericeira es la única Reserva Mundial de Surf de Europa y uno de los pueblos más bonitos de la costa portuguesa. Durante siete días surfearemos dos veces al día en las playas que mejor funcionen según el swell, desde las olas suaves de Foz do Lizandro hasta los picos de Ribeira d'Ilhas para quien ya se defiende. Cada mañana empezamos con una sesión de yoga y movilidad, y por la tarde hacemos videoanálisis para que notes tu progreso. Nos alojamos en una casa de surf con jardín a cinco minutos a pie del centro, compartimos cenas de pescado fresco y terminamos la semana con un atardecer en los acantilados.",
    category: "surf",
    destination: { country: "Portugal", city: "Ericeira", region: "Lisboa", continent: "europa" },
    difficulty: "easy",
    maxParticipants: 10,
    basePriceCents: 89000,
    tags: ["Playas", "Deportes", "Relajación", "Grupos pequeños"],
    status: "approved",
    createdMonthsAgo: 26,
    itinerary: [
      {
        title: "Llegada a Ericeira",
        description:
          "Recogida en el aeropuerto de Lisboa, instalación en la casa de surf y cena de bienvenida con el grupo.",
      },
      {
        title: "Primeras olas en Foz do Lizandro",
        description:
          "Yoga al amanecer, clase de teoría sobre mareas y seguridad, y dos sesiones en una playa de arena con olas suaves.",
        activities: ["Yoga", "Surf", "Teoría de olas"],
      },
      {
        title: "Técnica y videoanálisis",
        description:
          "Grabamos la sesión de la mañana y por la tarde repasamos tus olas para corregir la remada y el take-off.",
      },
      {
        title: "Día de exploración costera",
        description:
          "Según el parte, surfeamos en São Julião o en Praia do Sul y comemos en una tasca de pescadores.",
      },
      {
        title: "Sintra y descanso activo",
        description:
          "Mañana libre para descansar los brazos con una excursión opcional a Sintra y sesión de yoga restaurativo.",
      },
      {
        title: "Sesión al atardecer",
        description:
          "Doble sesión de surf con la marea buena y cena de despedida con vistas a los acantilados de Ericeira.",
      },
      {
        title: "Última ola y despedida",
        description: "Sesión corta para quien quiera, desayuno largo y traslado al aeropuerto de Lisboa.",
      },
    ],
    included: [
      "6 noches en casa de surf (habitaciones compartidas)",
      "Desayunos y 5 cenas",
      "10 sesiones de surf con material",
      "Yoga diario",
      "Videoanálisis",
      "Traslados desde el aeropuerto de Lisboa",
    ],
    excluded: ["Vuelos", "Seguro de viaje", "Comidas del mediodía", "Excursión a Sintra"],
    faqs: [
      {
        question: "¿Necesito saber surfear para venir?",
        answer:
          "No. Hacemos grupos por nivel y la mitad de quienes vienen no se habían subido nunca a una tabla.",
      },
      {
        question: "¿Qué tiempo hace y qué neopreno necesito?",
        answer:
          "El agua está entre 16 y 20 grados según la época. Te dejamos un neopreno de 4/3 mm incluido en el precio.",
      },
      {
        question: "¿Puedo pedir habitación individual?",
        answer:
          "Sí, con un suplemento de 180 € por semana y según disponibilidad. Escríbeme antes de reservar.",
      },
    ],
    departures: [
      { start: "09-20", fill: 7, past: true },
      { start: "05-10", fill: 7 },
      { start: "06-21", fill: 4, priceCents: 95000 },
      { start: "09-13", fill: 2 },
    ],
    reviews: [
      {
        rating: 5,
        title: "Mi primera ola verde",
        comment:
          "Llegué sin haber surfeado nunca y el cuarto día ya cogía olas sola. Lucía tiene una paciencia infinita y el yoga de las mañanas me salvó la espalda.",
        featured: true,
      },
      {
        rating: 5,
        title: "Semana redonda",
        comment:
          "La casa, la comida, el grupo y sobre todo las olas. El videoanálisis es oro: por fin entendí qué hacía mal en el take-off.",
      },
      {
        rating: 4,
        title: "Muy recomendable",
        comment:
          "Todo muy bien organizado. Un par de días el mar estuvo grande y tuvimos que movernos en coche, pero Lucía siempre encontró una playa que funcionaba.",
      },
      {
        rating: 5,
        title: "Repetiré",
        comment:
          "Vine sola y me voy con seis amigas. Ericeira es preciosa y el ambiente del grupo, inmejorable.",
      },
    ],
  },
  {
    key: "surf-taghazout",
    tropleader: "lucia",
    title: "Surf trip por la costa de Taghazout",
    shortDescription:
      "Olas de punta, tajines y atardeceres sobre el Atlántico en el pueblo surfero más famoso de Marruecos.",
    description:
      "Taghazout es un pequeño pueblo de pescadores al norte de Agadir que vive para el surf. Sus rompientes de derecha, como Anchor Point o Killer Point, atraen a surfistas de todo el mundo, y en los días pequeños las playas de Tamraght y Imsouane son perfectas para progresar. En este viaje de ocho días surfeamos cada día donde mejor esté el mar, con una furgoneta propia y tablas de distintos tamaños. Por la tarde hay yoga en la azotea, paseo por el zoco de Agadir y hammam para recuperar. Es un viaje pensado para surfistas de nivel iniciado-intermedio que ya se ponen de pie y quieren mejorar en olas de verdad.",
    category: "surf",
    destination: { country: "Marruecos", city: "Taghazout", region: "Souss-Massa", continent: "africa" },
    difficulty: "moderate",
    maxParticipants: 8,
    basePriceCents: 98000,
    tags: ["Playas", "Aventura", "Gastronomía", "Cultura"],
    status: "approved",
    createdMonthsAgo: 20,
    itinerary: [
      {
        title: "Bienvenida en Taghazout",
        description:
          "Recogida en el aeropuerto de Agadir, té a la menta en la azotea y cena marroquí de bienvenida.",
      },
      {
        title: "Olas de Tamraght",
        description:
          "Sesión de calentamiento en una playa de arena para ver el nivel de cada uno y ajustar tablas.",
      },
      {
        title: "Rompientes de punta",
        description:
          "Aprendemos a entrar y salir del agua entre rocas y surfeamos las derechas largas de Panoramas.",
      },
      {
        title: "Imsouane, la ola interminable",
        description:
          "Excursión de día completo a Imsouane para surfear una de las olas más largas de África con comida en el puerto.",
      },
      {
        title: "Zoco y hammam",
        description:
          "Mañana de surf y tarde en el zoco de Agadir, con hammam tradicional para recuperar el cuerpo.",
      },
      {
        title: "Paradise Valley",
        description:
          "Descanso de surf con baño en las pozas de Paradise Valley, entre palmeras y paredes de roca.",
      },
      {
        title: "Doble sesión y fiesta de despedida",
        description: "Dos sesiones según la marea y cena con música gnawa en una terraza frente al mar.",
      },
      {
        title: "Regreso",
        description:
          "Última sesión para los madrugadores, desayuno con msemen y traslado al aeropuerto de Agadir.",
      },
    ],
    included: [
      "7 noches en surf house con vistas al mar",
      "Pensión completa",
      "Transporte diario en furgoneta",
      "Guía de surf y alquiler de tablas",
      "Excursión a Imsouane",
      "Hammam tradicional",
    ],
    excluded: ["Vuelos a Agadir", "Seguro de viaje", "Propinas", "Bebidas fuera de las comidas"],
    faqs: [
      {
        question: "¿Qué nivel de surf necesito?",
        answer:
          "Debes ponerte de pie con soltura en olas de espuma y remar sin ayuda. Si empiezas de cero, te recomiendo el viaje de Ericeira.",
      },
      {
        question: "¿Es seguro viajar a Marruecos en grupo?",
        answer:
          "Sí. Taghazout es un pueblo tranquilo y acogedor, y te acompaño en todas las excursiones. Solo pedimos ropa respetuosa fuera de la playa.",
      },
      {
        question: "¿Hay opciones vegetarianas?",
        answer:
          "Por supuesto. La cocina de la casa prepara tajines y cuscús vegetales cada día si lo indicas.",
      },
    ],
    departures: [
      { start: "11-08", fill: 6, past: true },
      { start: "02-14", fill: 4 },
      { start: "10-24", fill: 2 },
    ],
    reviews: [
      {
        rating: 5,
        title: "Las mejores olas de mi vida",
        comment:
          "Imsouane es una locura: olas de más de un minuto. Lucía eligió cada día la playa perfecta para nuestro nivel.",
      },
      {
        rating: 4,
        title: "Gran viaje, mucho surf",
        comment:
          "Surfeamos muchísimo y la comida de la casa era espectacular. Solo echaría en falta un día más de descanso.",
      },
      {
        rating: 5,
        title: "Marruecos surfero",
        comment:
          "El hammam después de tres días de surf fue la mejor idea. Grupo pequeño, buen rollo y una guía que sabe lo que hace.",
      },
    ],
  },
  {
    key: "surf-fuerteventura",
    tropleader: "lucia",
    title: "Surf en Fuerteventura para principiantes",
    shortDescription:
      "Seis días para aprender a surfear en las playas volcánicas del norte de Fuerteventura con grupos reducidos.",
    description:
      "Fuerteventura tiene olas todo el año, agua templada y playas de arena dorada junto a campos de lava. Este viaje está pensado para quien nunca ha surfeado: clases diarias en Corralejo con monitores titulados, un alojamiento sencillo frente a las dunas y tiempo para bucear con tubo en El Cotillo o visitar la isla de Lobos. El grupo es pequeño para que cada persona reciba correcciones en el agua, y terminamos con una sesión de fotos para llevarte el recuerdo de tu primera ola.",
    category: "surf",
    destination: { country: "España", city: "Corralejo", region: "Canarias", continent: "europa" },
    difficulty: "easy",
    maxParticipants: 8,
    basePriceCents: 72000,
    tags: ["Playas", "Volcanes", "Deportes"],
    status: "pending",
    createdMonthsAgo: 0,
    itinerary: [
      {
        title: "Llegada a Corralejo",
        description: "Traslado desde el aeropuerto, instalación y paseo por las dunas al atardecer.",
      },
      {
        title: "Primera clase",
        description: "Teoría en la arena, seguridad y primeras espumas en una playa protegida del norte.",
      },
      {
        title: "Ponerse de pie",
        description: "Dos sesiones centradas en el take-off y en elegir la ola adecuada.",
      },
      {
        title: "Isla de Lobos",
        description: "Excursión en barco a la isla de Lobos para nadar, caminar y comer pescado fresco.",
      },
      {
        title: "Olas de El Cotillo",
        description: "Surf en la costa oeste y atardecer en los lagos de El Cotillo.",
      },
      {
        title: "Sesión de fotos y despedida",
        description: "Última clase con fotógrafo en el agua y traslado al aeropuerto.",
      },
    ],
    included: [
      "5 noches en apartamento compartido",
      "Desayunos",
      "8 clases de surf con material",
      "Excursión a Lobos",
    ],
    excluded: ["Vuelos", "Cenas", "Seguro de viaje"],
    faqs: [
      {
        question: "¿Cuál es la edad mínima?",
        answer: "El viaje es para mayores de 18 años; si vienes con tu hijo de 16 o 17, escríbeme antes.",
      },
      {
        question: "¿Hace falta saber nadar?",
        answer:
          "Sí, debes nadar con soltura. Las clases son en zonas de poca profundidad, pero es imprescindible.",
      },
      {
        question: "¿Qué llevo en la maleta?",
        answer:
          "Bañador, crema solar resistente al agua, una sudadera para las noches y ganas de reír mucho.",
      },
    ],
    departures: [
      { start: "04-18", fill: 0 },
      { start: "10-03", fill: 0 },
    ],
    reviews: [],
  },
  {
    key: "buceo-mar-rojo",
    tropleader: "ana",
    title: "Buceo en el Mar Rojo: Marsa Alam",
    shortDescription:
      "Arrecifes intactos, dugongos y tiburones oceánicos en una semana de buceo desde la costa sur de Egipto.",
    description:
      "El sur del Mar Rojo egipcio guarda algunos de los arrecifes mejor conservados del mundo. Desde Marsa Alam hacemos dos o tres inmersiones al día en zodiac y en barco: la bahía de Abu Dabbab, donde viven tortugas y a veces un dugongo; los pináculos de Elphinstone, famosos por los tiburones longimanus; y los jardines de coral de Sataya, con delfines. Ana organiza briefings detallados, grupos de cuatro buceadores por guía y tiempo de fondo generoso. Nos alojamos en un eco-resort frente al arrecife de casa, perfecto para inmersiones nocturnas, y dedicamos una tarde a conocer a los pescadores del puerto y su cocina.",
    category: "buceo",
    destination: { country: "Egipto", city: "Marsa Alam", region: "Mar Rojo", continent: "africa" },
    difficulty: "moderate",
    maxParticipants: 8,
    basePriceCents: 129000,
    tags: ["Vida Silvestre", "Aventura", "Fotografía", "Sostenible"],
    status: "approved",
    createdMonthsAgo: 30,
    itinerary: [
      {
        title: "Llegada a Marsa Alam",
        description: "Traslado al eco-resort, revisión de documentación y cena junto al mar.",
      },
      {
        title: "Inmersiones de chequeo",
        description: "Dos inmersiones tranquilas en el arrecife de casa para ajustar lastre y flotabilidad.",
        activities: ["Inmersión de chequeo", "Flotabilidad"],
      },
      {
        title: "Abu Dabbab",
        description: "Buscamos tortugas verdes y el dugongo de la bahía entre praderas de posidonia.",
      },
      {
        title: "Elphinstone",
        description: "Salida en barco a los pináculos de Elphinstone para ver paredes de coral y tiburones.",
      },
      {
        title: "Día en Sataya",
        description: "Barco de día completo al arrecife de Sataya, con snorkel entre delfines.",
      },
      {
        title: "Inmersión nocturna",
        description:
          "Mañana libre y por la noche inmersión con linternas para ver la vida nocturna del arrecife.",
      },
      {
        title: "Jardines de coral",
        description: "Dos inmersiones fáciles en los jardines de coral y cena con pescadores del puerto.",
      },
      {
        title: "Día sin buceo y regreso",
        description: "Descanso obligatorio antes de volar, paseo por el desierto y traslado al aeropuerto.",
      },
    ],
    included: [
      "7 noches en eco-resort con pensión completa",
      "12 inmersiones guiadas",
      "Botellas, lastre y nitrox",
      "Salidas en barco y zodiac",
      "Traslados aeropuerto",
    ],
    excluded: [
      "Vuelos",
      "Visado de Egipto (25 USD)",
      "Seguro de buceo",
      "Alquiler de equipo",
      "Tasas del parque marino",
    ],
    faqs: [
      {
        question: "¿Qué titulación necesito?",
        answer:
          "Como mínimo Open Water con 20 inmersiones registradas. Para Elphinstone recomendamos Advanced o experiencia equivalente.",
      },
      {
        question: "¿Puedo alquilar el equipo allí?",
        answer:
          "Sí, el centro tiene equipos completos en buen estado por unos 25 € al día. Avísanos de tu talla al reservar.",
      },
      {
        question: "¿Y si no buceo?",
        answer:
          "Los acompañantes que no bucean pagan 300 € menos y pueden hacer snorkel en los mismos barcos.",
      },
      {
        question: "¿Cuándo es mejor época?",
        answer: "Todo el año es bueno. En invierno el agua baja a 22 grados y en verano sube a 29.",
      },
    ],
    departures: [
      { start: "10-12", fill: 6, past: true },
      { start: "03-21", fill: 4 },
      { start: "06-06", fill: 7 },
      { start: "11-07", fill: 3 },
    ],
    reviews: [
      {
        rating: 5,
        title: "Vimos el dugongo",
        comment:
          "Ana sabía exactamente a qué hora y dónde buscarlo. Los briefings son los mejores que he tenido en 200 inmersiones.",
        featured: true,
      },
      {
        rating: 5,
        title: "Elphinstone no decepciona",
        comment: "Dos longimanus y un banco de barracudas enorme. Organización impecable y grupo muy majo.",
      },
      {
        rating: 4,
        title: "Muy buen viaje de buceo",
        comment:
          "El resort es sencillo pero el arrecife de casa es una maravilla. Las nocturnas fueron lo mejor del viaje.",
      },
      {
        rating: 5,
        title: "Seguridad ante todo",
        comment:
          "Como buceadora con poca experiencia me sentí cuidada en todo momento. Volveré con Ana seguro.",
      },
    ],
  },
  {
    key: "buceo-gran-barrera",
    tropleader: "ana",
    title: "Buceo en la Gran Barrera de Coral",
    shortDescription:
      "Tres días a bordo de un barco-vida en los arrecifes exteriores de Cairns y buceo en la costa tropical de Queensland.",
    description:
      "La Gran Barrera de Coral es el mayor sistema de arrecifes del planeta y verla desde dentro es un sueño para cualquier buceador. Empezamos en Cairns con dos días de aclimatación y una inmersión en los arrecifes cercanos, y después embarcamos tres días y tres noches en un barco-vida hacia los arrecifes exteriores de Ribbon y Osprey, donde el agua es más clara y la fauna más grande: mantas, tortugas, tiburones de arrecife y bancos enormes de peces. Terminamos con un día en la selva de Daintree, donde la selva tropical llega hasta la playa. Ana te ayuda a preparar la documentación y el seguro específico para Australia.",
    category: "buceo",
    destination: { country: "Australia", city: "Cairns", region: "Queensland", continent: "oceania" },
    difficulty: "challenging",
    maxParticipants: 10,
    basePriceCents: 345000,
    tags: ["Vida Silvestre", "Aventura", "Fotografía", "Naturaleza"],
    status: "approved",
    createdMonthsAgo: 18,
    itinerary: [
      {
        title: "Llegada a Cairns",
        description: "Recepción en el aeropuerto, paseo por la Esplanade y cena de bienvenida.",
      },
      {
        title: "Arrecifes cercanos",
        description: "Salida de día a Green Island para bucear y adaptarse al agua tropical.",
      },
      {
        title: "Embarque al barco-vida",
        description: "Navegamos de noche hacia los arrecifes exteriores y preparamos los equipos.",
      },
      {
        title: "Ribbon Reefs",
        description: "Cuatro inmersiones en los Ribbon Reefs, incluida la famosa Cod Hole.",
      },
      {
        title: "Osprey Reef",
        description: "Paredes verticales de mil metros y tiburones de arrecife en el Pacífico abierto.",
      },
      {
        title: "Último día a bordo",
        description: "Dos inmersiones más, regreso a puerto y noche libre en Cairns.",
      },
      {
        title: "Día de descompresión",
        description: "Descanso obligatorio antes del vuelo, con visita al mercado nocturno.",
      },
      {
        title: "Selva de Daintree",
        description: "Excursión a la selva tropical más antigua del mundo y a la playa de Cape Tribulation.",
      },
      { title: "Despedida", description: "Desayuno con el grupo y traslado al aeropuerto de Cairns." },
    ],
    included: [
      "5 noches de hotel en Cairns",
      "3 noches en barco-vida con pensión completa",
      "Hasta 14 inmersiones",
      "Excursión a Daintree",
      "Traslados",
    ],
    excluded: ["Vuelos internacionales", "Visado ETA australiano", "Seguro de buceo", "Cenas en Cairns"],
    faqs: [
      {
        question: "¿Qué experiencia piden en el barco-vida?",
        answer: "Advanced Open Water y al menos 30 inmersiones. En Osprey hay corriente y paredes profundas.",
      },
      {
        question: "¿Cómo es el camarote?",
        answer: "Camarotes dobles con baño compartido entre dos. Hay suplemento para camarote individual.",
      },
      {
        question: "¿Hace falta visado?",
        answer: "Sí, la autorización electrónica ETA. Te mandamos instrucciones al confirmar la reserva.",
      },
    ],
    departures: [
      { start: "09-05", fill: 5, past: true },
      { start: "06-14", fill: 5 },
      { start: "10-09", fill: 3 },
    ],
    reviews: [
      {
        rating: 5,
        title: "Un sueño cumplido",
        comment:
          "Osprey Reef es otro mundo. El barco-vida, la comida y la organización de Ana, de diez. Caro pero lo vale.",
      },
      {
        rating: 4,
        title: "Muy completo",
        comment:
          "Mucho buceo y muy buen nivel de guías. El jet lag pesa los primeros días, hay que tenerlo en cuenta.",
      },
      {
        rating: 5,
        title: "Tortugas por todas partes",
        comment: "Cada inmersión veíamos tortugas. Daintree fue el broche perfecto después de tanto mar.",
      },
    ],
  },
  {
    key: "vela-cicladas",
    tropleader: "tomas",
    title: "Navegando las islas Cícladas",
    shortDescription:
      "Una semana en velero entre Paros, Naxos y las Pequeñas Cícladas, con calas turquesa y pueblos blancos.",
    description:
      "Las Cícladas se descubren mejor desde el mar. Zarpamos de Paros en un velero de 14 metros con cuatro camarotes dobles y navegamos cada día unas pocas horas hacia una isla diferente: Antiparos, las Pequeñas Cícladas, Naxos y la salvaje Koufonisia, donde fondeamos en calas a las que no llegan los ferris. Tomás te enseña a trimar las velas y a llevar el timón, pero también hay tiempo para nadar, hacer snorkel y cenar en tabernas de pescadores. Es un viaje perfecto para quien nunca ha navegado y quiere vivir el Egeo a su ritmo.",
    category: "a-bordo",
    destination: { country: "Grecia", city: "Paros", region: "Cícladas", continent: "europa" },
    difficulty: "easy",
    maxParticipants: 8,
    basePriceCents: 115000,
    tags: ["Playas", "Relajación", "Gastronomía", "Grupos pequeños"],
    status: "approved",
    createdMonthsAgo: 14,
    itinerary: [
      {
        title: "Embarque en Paros",
        description: "Llegada a Naoussa, reparto de camarotes, charla de seguridad y primera cena a bordo.",
      },
      {
        title: "Antiparos",
        description: "Primera navegación corta y fondeo frente a Despotiko para nadar entre ruinas.",
      },
      {
        title: "Rumbo a Koufonisia",
        description: "Travesía con el meltemi de popa hacia las aguas turquesa de Koufonisia.",
      },
      {
        title: "Calas de Koufonisia",
        description: "Día de baño y snorkel en Pori y cena en el puerto con pescado del día.",
      },
      {
        title: "Naxos",
        description: "Navegamos a Naxos para visitar la Portara y perderte por el barrio veneciano.",
      },
      {
        title: "Iraklia y Schinoussa",
        description: "Fondeos en calas desiertas y noche estrellada en cubierta.",
      },
      { title: "Regreso a Paros", description: "Última navegación, baño de despedida y cena en Naoussa." },
      { title: "Desembarque", description: "Desayuno a bordo y traslado al puerto o aeropuerto de Paros." },
    ],
    included: [
      "7 noches en velero con camarote doble",
      "Patrón titulado",
      "Desayunos y comidas a bordo",
      "Combustible y amarres",
      "Material de snorkel y paddle surf",
    ],
    excluded: ["Vuelos o ferri a Paros", "Cenas en tierra", "Fondo común de bebidas", "Seguro de viaje"],
    faqs: [
      {
        question: "¿Me voy a marear?",
        answer:
          "Las travesías son cortas y elegimos rumbos cómodos. Si sueles marearte, trae biodramina: casi nadie la necesita después del segundo día.",
      },
      {
        question: "¿Necesito saber navegar?",
        answer:
          "No. Tomás se encarga de todo y te enseña lo que quieras aprender, desde nudos hasta llevar el timón.",
      },
      {
        question: "¿Cuánto equipaje puedo llevar?",
        answer:
          "Una bolsa blanda de unos 40 litros por persona. Las maletas rígidas no caben en los camarotes.",
      },
    ],
    departures: [
      { start: "09-06", fill: 6, past: true },
      { start: "06-06", fill: 4 },
      { start: "07-04", fill: 7 },
      { start: "09-12", fill: 4 },
    ],
    reviews: [
      {
        rating: 5,
        title: "La mejor semana del verano",
        comment:
          "Nadar cada mañana en una cala distinta no tiene precio. Tomás es un patrón tranquilo y un cocinero estupendo.",
      },
      {
        rating: 5,
        title: "Koufonisia, qué maravilla",
        comment:
          "Agua transparente, pueblos blancos y un grupo estupendo. Aprendí a llevar el timón con viento.",
      },
      {
        rating: 4,
        title: "Muy bonito",
        comment:
          "El meltemi sopló fuerte dos días y hubo algo de movimiento, pero Tomás adaptó la ruta sin problema.",
      },
    ],
  },
  {
    key: "vela-fiyi",
    tropleader: "tomas",
    title: "Velero por las islas Yasawa de Fiyi",
    shortDescription:
      "Diez días de navegación tropical entre las islas Yasawa: arrecifes, pueblos fiyianos y playas de postal.",
    description:
      "Las islas Yasawa forman una cadena de islas volcánicas al noroeste de Viti Levu, rodeadas de arrecifes de coral y con pueblos donde todavía se celebra la ceremonia del kava para recibir a los visitantes. Navegamos en un catamarán de 15 metros, más estable y amplio que un monocasco, fondeando cada noche en una bahía distinta. Haremos snorkel con mantas en Drawaqa, subiremos a miradores volcánicos, visitaremos una escuela local y compartiremos una comida lovo cocinada bajo tierra. Un viaje lejano y tranquilo, ideal para desconectar del todo.",
    category: "a-bordo",
    destination: { country: "Fiyi", city: "Nadi", region: "Islas Yasawa", continent: "oceania" },
    difficulty: "easy",
    maxParticipants: 8,
    basePriceCents: 289000,
    tags: ["Playas", "Cultura", "Relajación", "Vida Silvestre"],
    status: "approved",
    createdMonthsAgo: 5,
    itinerary: [
      {
        title: "Bula, Fiyi",
        description: "Llegada a Nadi, noche en un hotel de playa y cena de bienvenida.",
      },
      {
        title: "Embarque en Port Denarau",
        description: "Subimos al catamarán y navegamos hacia las islas Mamanuca.",
      },
      {
        title: "Islas Mamanuca",
        description: "Snorkel en el arrecife de Malolo y fondeo en una laguna turquesa.",
      },
      {
        title: "Rumbo a las Yasawa",
        description: "Travesía hacia el norte con paradas para nadar y pescar al curricán.",
      },
      {
        title: "Ceremonia del kava",
        description: "Visita a un pueblo de Waya y ceremonia tradicional de bienvenida.",
      },
      {
        title: "Mantas en Drawaqa",
        description: "Snorkel con mantas gigantes en el canal de Drawaqa al subir la marea.",
      },
      {
        title: "Cuevas de Sawa-i-Lau",
        description: "Baño dentro de las cuevas de piedra caliza de Sawa-i-Lau.",
      },
      {
        title: "Comida lovo",
        description: "Día de playa y comida tradicional cocinada bajo tierra con una familia local.",
      },
      {
        title: "Regreso a Denarau",
        description: "Navegación de vuelta y última noche en tierra con el grupo.",
      },
      { title: "Despedida", description: "Traslado al aeropuerto internacional de Nadi." },
    ],
    included: [
      "7 noches en catamarán y 2 en hotel",
      "Pensión completa a bordo",
      "Patrón y cocinero",
      "Visitas a pueblos y ceremonia del kava",
      "Material de snorkel",
    ],
    excluded: [
      "Vuelos internacionales",
      "Seguro de viaje",
      "Bebidas alcohólicas",
      "Propinas a la tripulación",
    ],
    faqs: [
      {
        question: "¿Es un viaje para familias?",
        answer: "Sí, el catamarán es muy estable. Admitimos mayores de 12 años acompañados de un adulto.",
      },
      {
        question: "¿Qué época es mejor?",
        answer: "De mayo a octubre es la estación seca, con menos lluvia y brisas constantes.",
      },
      {
        question: "¿Hay cobertura móvil?",
        answer:
          "En muchas bahías no. Es parte del encanto: avisa a casa de que estarás desconectado algunos días.",
      },
    ],
    departures: [
      { start: "06-20", fill: 4 },
      { start: "08-15", fill: 2 },
    ],
    reviews: [],
  },
];
