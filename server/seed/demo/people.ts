/**
 * The people of the demo: the four documented accounts, the tropleaders and the travellers booked onto
 * departures. Languages are ISO 639-1 codes (core/constants/languages.ts); countries come from the profile's
 * list (core/constants/catalogue.ts PROFILE_COUNTRIES).
 */

export type DemoTropleader = {
  key: string;
  name: string;
  email: string;
  phone: string;
  /** Year the team approved them (years on the platform vary). */
  approvedYear: number;
  joinedMonth: number;
  birthDate: string;
  country: string;
  bio: string;
  profile: {
    location: string;
    experienceYears: number;
    specialties: string[];
    languages: string[];
    certifications: string[];
    websiteUrl?: string;
    socialMediaUrl?: string;
    hasAgencyLicense?: boolean;
    agencyLicenseDetails?: string;
    expectedAnnualTrips: number;
    travelSpecialty: string;
    previousExperience: string;
    tropleaderPresentation: string;
    motivation: string;
  };
  /** Whether the payout account is set up (simulated connected account). */
  payoutsReady: boolean;
};

export const DEMO_TROPLEADERS: DemoTropleader[] = [
  {
    key: "lucia",
    name: "Lucía Fernández",
    email: "lucia@tropa.demo",
    phone: "+34 612 345 678",
    approvedYear: 2021,
    joinedMonth: 3,
    birthDate: "1988-06-14",
    country: "España",
    bio: "Surfista desde los doce años y profesora de yoga desde hace ocho. Vivo en Zarautz y llevo grupos pequeños a las mejores olas del Atlántico y del Índico, siempre con tiempo para estirar, comer bien y ver atardecer desde el agua.",
    profile: {
      location: "Zarautz, Gipuzkoa",
      experienceYears: 11,
      specialties: ["Surf", "Yoga", "Viajes de océano"],
      languages: ["es", "en", "pt", "eu"],
      certifications: [
        "Entrenadora de surf nivel 2 (Federación Española de Surf)",
        "Profesora de yoga RYT-500 (Yoga Alliance)",
        "Socorrismo acuático y primeros auxilios",
      ],
      websiteUrl: "https://luciasurfyoga.example.com",
      socialMediaUrl: "https://www.instagram.com/luciasurfyoga",
      expectedAnnualTrips: 10,
      travelSpecialty: "Surf y yoga para grupos pequeños",
      previousExperience:
        "Ocho temporadas como monitora en escuelas de surf de Zarautz y Ericeira, y retiros propios de surf y yoga en Portugal, Marruecos e Indonesia desde 2016.",
      tropleaderPresentation:
        "Me encanta ver a alguien coger su primera ola verde. Mis viajes mezclan sesiones de surf adaptadas a tu nivel con yoga al amanecer, buena comida local y un grupo que acaba siendo familia.",
      motivation:
        "Quiero que viajar a surfear sea fácil para quien viene solo: yo me ocupo de las olas, las tablas y la logística, tú solo de disfrutar.",
    },
    payoutsReady: true,
  },
  {
    key: "diego",
    name: "Diego Martín",
    email: "diego@tropa.demo",
    phone: "+34 634 210 987",
    approvedYear: 2019,
    joinedMonth: 9,
    birthDate: "1982-02-03",
    country: "España",
    bio: "Guía de montaña UIMLA afincado en Granada. He pasado veinte veranos entre Sierra Nevada, los Alpes y los Andes, y disfruto enseñando a leer el terreno, a dosificar el esfuerzo y a mirar alrededor.",
    profile: {
      location: "Granada, Andalucía",
      experienceYears: 18,
      specialties: ["Montaña", "Trekking", "Alta montaña"],
      languages: ["es", "en", "it"],
      certifications: [
        "Guía de media montaña UIMLA",
        "Técnico deportivo en montaña (TD2)",
        "Primeros auxilios en zonas remotas (WFR)",
      ],
      websiteUrl: "https://diegomartinmontana.example.com",
      expectedAnnualTrips: 8,
      travelSpecialty: "Trekking de varios días en grandes cordilleras",
      previousExperience:
        "Dieciocho años guiando en Sierra Nevada, Pirineos, Dolomitas, Patagonia y Kilimanjaro, con más de 150 grupos llevados a cumbre o a refugio.",
      tropleaderPresentation:
        "Camino despacio para llegar lejos. Preparo cada etapa con margen, elijo refugios con encanto y cuento la historia de cada valle por el que pasamos.",
      motivation:
        "Quiero acercar las grandes rutas de montaña a personas con buena forma física que no se atreven a ir por su cuenta.",
    },
    payoutsReady: true,
  },
  {
    key: "ana",
    name: "Ana Souto",
    email: "ana@tropa.demo",
    phone: "+34 655 908 112",
    approvedYear: 2020,
    joinedMonth: 5,
    birthDate: "1990-11-22",
    country: "España",
    bio: "Instructora de buceo gallega con base en Tenerife. Más de 3.000 inmersiones en el Atlántico, el Mar Rojo y el Pacífico. Me obsesionan la seguridad, los grupos pequeños y los fondos que casi nadie visita.",
    profile: {
      location: "Los Cristianos, Tenerife",
      experienceYears: 12,
      specialties: ["Buceo", "Biología marina", "Fotografía submarina"],
      languages: ["es", "en", "gl", "fr"],
      certifications: [
        "PADI Master Scuba Diver Trainer",
        "SSI Nitrox Instructor",
        "Oxigenoterapia y primeros auxilios DAN",
      ],
      socialMediaUrl: "https://www.instagram.com/anasoutobuceo",
      expectedAnnualTrips: 6,
      travelSpecialty: "Viajes de buceo en barco-vida y arrecifes",
      previousExperience:
        "Directora de centro de buceo en Tenerife durante seis años y guía en cruceros de buceo en el Mar Rojo y la Gran Barrera de Coral.",
      tropleaderPresentation:
        "Buceamos pocos, despacio y con tiempo para mirar. Antes de cada inmersión hago un briefing claro y después repasamos lo que hemos visto con las guías de identificación.",
      motivation:
        "Compartir los mejores arrecifes del mundo cuidando de ellos y de quien se mete en el agua conmigo.",
    },
    payoutsReady: true,
  },
  {
    key: "javier",
    name: "Javier Ortega",
    email: "javier@tropa.demo",
    phone: "+34 678 443 201",
    approvedYear: 2022,
    joinedMonth: 11,
    birthDate: "1986-01-30",
    country: "España",
    bio: "Técnico de esquí y guía de esquí de travesía en Jaca. Los inviernos los paso entre el Pirineo aragonés y Hokkaido persiguiendo la mejor nieve polvo del planeta.",
    profile: {
      location: "Jaca, Huesca",
      experienceYears: 14,
      specialties: ["Esquí", "Esquí de travesía", "Nieve"],
      languages: ["es", "en", "fr", "ja"],
      certifications: [
        "Técnico deportivo superior en esquí alpino",
        "Curso de avalanchas nivel 2 (ACNA)",
        "Guía de esquí de montaña",
      ],
      websiteUrl: "https://javierortegaski.example.com",
      expectedAnnualTrips: 5,
      travelSpecialty: "Esquí fuera de pista y travesía",
      previousExperience:
        "Catorce temporadas como profesor de esquí en Candanchú y Astún, y seis inviernos guiando grupos en Niseko y Furano.",
      tropleaderPresentation:
        "La montaña en invierno es exigente y preciosa. Leo el parte de aludes cada mañana, elijo las palas según la nieve y el grupo, y te enseño a moverte con seguridad.",
      motivation:
        "Quiero que más gente descubra el esquí de montaña con cabeza, sin prisas y en buena compañía.",
    },
    payoutsReady: true,
  },
  {
    key: "carmen",
    name: "Carmen Ruiz",
    email: "carmen@tropa.demo",
    phone: "+52 951 123 4567",
    approvedYear: 2018,
    joinedMonth: 2,
    birthDate: "1979-08-09",
    country: "México",
    bio: "Antropóloga y cocinera aficionada. Vivo entre Oaxaca y Sevilla y diseño viajes para entrar en las casas, los mercados y los talleres de la gente que mantiene vivas sus tradiciones.",
    profile: {
      location: "Oaxaca de Juárez, México",
      experienceYears: 16,
      specialties: ["Inmersión cultural", "Gastronomía", "Artesanía"],
      languages: ["es", "en", "fr"],
      certifications: [
        "Guía de turistas certificada (SECTUR, México)",
        "Máster en Antropología Social (UNAM)",
      ],
      socialMediaUrl: "https://www.instagram.com/carmenruizviajes",
      hasAgencyLicense: true,
      agencyLicenseDetails: "Agencia de viajes registrada en el RNT de México, folio 04200013729",
      expectedAnnualTrips: 9,
      travelSpecialty: "Viajes culturales con comunidades locales",
      previousExperience:
        "Dieciséis años de trabajo de campo y viajes con grupos por México, India y Marruecos, en colaboración con cooperativas de artesanas.",
      tropleaderPresentation:
        "Viajar despacio, escuchar y probarlo todo. En mis viajes cocinamos con familias, aprendemos de los artesanos y dejamos el dinero en manos locales.",
      motivation:
        "Conectar a viajeros curiosos con comunidades que merecen ser conocidas y pagadas con justicia.",
    },
    payoutsReady: true,
  },
  {
    key: "tomas",
    name: "Tomás Herrera",
    email: "tomas@tropa.demo",
    phone: "+34 691 776 540",
    approvedYear: 2023,
    joinedMonth: 4,
    birthDate: "1984-04-17",
    country: "España",
    bio: "Patrón de yate y regatista mallorquín. He cruzado el Atlántico cuatro veces y ahora prefiero las travesías cortas entre islas, con fondeos tranquilos y cenas en cubierta.",
    profile: {
      location: "Palma, Mallorca",
      experienceYears: 15,
      specialties: ["Navegación a vela", "Travesías entre islas"],
      languages: ["es", "en", "ca", "de"],
      certifications: ["Capitán de yate", "STCW Seguridad básica", "Operador de radio de corto alcance"],
      websiteUrl: "https://tomasvela.example.com",
      expectedAnnualTrips: 7,
      travelSpecialty: "Semanas de velero en grupos de ocho",
      previousExperience:
        "Quince años como patrón profesional en el Mediterráneo y el Caribe, cuatro travesías atlánticas y temporadas de chárter en las Cícladas y Fiyi.",
      tropleaderPresentation:
        "En mi barco todos llevan el timón alguna vez. Navegamos lo justo para llegar a calas preciosas y dejamos tiempo para nadar, bucear y no hacer nada.",
      motivation: "Que vivir una semana en un velero no sea cosa de unos pocos con barco propio.",
    },
    payoutsReady: true,
  },
  {
    key: "nuria",
    name: "Nuria Vidal",
    email: "nuria@tropa.demo",
    phone: "+34 622 019 834",
    approvedYear: 2020,
    joinedMonth: 10,
    birthDate: "1985-12-02",
    country: "España",
    bio: "Bióloga y fotógrafa de naturaleza. He vivido cuatro años en Arusha y conozco el Serengeti en cada estación: dónde cruzan los ñus, dónde duermen los leones y a qué hora la luz es mejor.",
    profile: {
      location: "Barcelona, Cataluña",
      experienceYears: 13,
      specialties: ["Safari", "Fotografía de naturaleza", "Vida salvaje"],
      languages: ["es", "ca", "en"],
      certifications: ["Licenciada en Biología (UB)", "Guía de safari FGASA nivel 1"],
      socialMediaUrl: "https://www.instagram.com/nuriavidalwild",
      expectedAnnualTrips: 4,
      travelSpecialty: "Safaris fotográficos en grupos reducidos",
      previousExperience:
        "Cuatro años como guía y fotógrafa en campamentos del norte de Tanzania y varios proyectos de conservación en Kenia.",
      tropleaderPresentation:
        "Un buen safari es paciencia. Salimos temprano, paramos el motor y esperamos: los mejores momentos llegan cuando nadie tiene prisa.",
      motivation:
        "Mostrar la fauna africana con respeto, apoyando campamentos que invierten en conservación.",
    },
    payoutsReady: true,
  },
  {
    key: "marc",
    name: "Marc Soler",
    email: "marc@tropa.demo",
    phone: "+34 649 551 302",
    approvedYear: 2024,
    joinedMonth: 6,
    birthDate: "1992-07-25",
    country: "España",
    bio: "Entrenador de pádel titulado y exjugador del circuito nacional. Organizo campus de pádel con sol, técnica y buen ambiente para jugadores de nivel medio que quieren dar el salto.",
    profile: {
      location: "Marbella, Málaga",
      experienceYears: 9,
      specialties: ["Pádel", "Tenis", "Preparación física"],
      languages: ["es", "en", "ca"],
      certifications: ["Monitor nacional de pádel (FEP)", "Preparador físico deportivo"],
      socialMediaUrl: "https://www.instagram.com/marcsolerpadel",
      expectedAnnualTrips: 6,
      travelSpecialty: "Campus de pádel y viajes deportivos",
      previousExperience:
        "Nueve años como entrenador en clubes de Barcelona y Marbella y campus de verano para adultos desde 2019.",
      tropleaderPresentation:
        "Entrenamos duro por la mañana y jugamos partidos por la tarde. Grabo tus golpes para corregirlos y terminamos el día con algo rico y una buena charla.",
      motivation: "Quiero juntar a gente que ama el pádel y viajar a los sitios donde mejor se juega.",
    },
    payoutsReady: false,
  },
];

/** The applicant waiting for approval (pendiente@tropa.demo). */
export const DEMO_PENDING_TROPLEADER = {
  key: "pendiente",
  name: "Sergio Navarro",
  email: "pendiente@tropa.demo",
  phone: "+34 611 908 776",
  birthDate: "1991-03-12",
  country: "España",
  bio: "Guía de barrancos y vía ferrata en la Sierra de Guara. Quiero llevar grupos a los cañones más bonitos del Pirineo.",
  profile: {
    location: "Alquézar, Huesca",
    experienceYears: 7,
    specialties: ["Montaña", "Barranquismo", "Vía ferrata"],
    languages: ["es", "en", "fr"],
    certifications: ["Técnico deportivo en barrancos", "Primeros auxilios en montaña"],
    websiteUrl: "https://sergioguara.example.com",
    socialMediaUrl: "https://www.instagram.com/sergioguara",
    hasAgencyLicense: false,
    expectedAnnualTrips: 6,
    travelSpecialty: "Barranquismo y vía ferrata en el Pirineo",
    previousExperience:
      "Siete temporadas como guía en empresas de aventura de Alquézar y Torla, con grupos de hasta doce personas.",
    tropleaderPresentation:
      "Me gusta que la aventura sea segura y divertida: explico cada rápel, reviso el material dos veces y siempre hay un bocadillo esperando al final.",
    motivation:
      "Quiero crear mis propios viajes de fin de semana largo por la Sierra de Guara y Ordesa para gente que nunca ha bajado un barranco.",
  },
};

export const DEMO_ADMIN = { key: "admin", name: "Equipo Tropa", email: "admin@tropa.demo" };

/** The documented traveller account (viajero@tropa.demo). */
export const DEMO_TRAVELLER = {
  key: "marta",
  name: "Marta Viajera",
  email: "viajero@tropa.demo",
  phone: "+34 600 112 233",
  birthDate: "1993-05-21",
  country: "España",
  languages: ["es", "en", "fr"],
  bio: "Ingeniera en Madrid con alma nómada. Me apunto a cualquier plan con mar, montaña o buena comida.",
};

export type DemoTravellerSeed = {
  key: string;
  name: string;
  email: string;
  birthDate: string;
  country: string;
  languages: string[];
  locale?: "es" | "en";
  /** Some travellers never uploaded a photo (the interface shows their initials instead). */
  noAvatar?: true;
};

/** Other travellers who book onto departures, so "who's going" shows real age bands and languages. */
export const DEMO_TRAVELLERS: DemoTravellerSeed[] = [
  {
    key: "pablo",
    name: "Pablo Gómez",
    email: "pablo.gomez@tropa.demo",
    birthDate: "1990-09-14",
    country: "España",
    languages: ["es", "en"],
  },
  {
    key: "laura",
    name: "Laura Sánchez",
    email: "laura.sanchez@tropa.demo",
    birthDate: "1996-02-03",
    country: "España",
    languages: ["es", "en", "it"],
  },
  {
    key: "sofia",
    name: "Sofía Romero",
    email: "sofia.romero@tropa.demo",
    birthDate: "1988-11-27",
    country: "Argentina",
    languages: ["es", "en"],
  },
  {
    key: "mateo",
    name: "Mateo Castillo",
    email: "mateo.castillo@tropa.demo",
    birthDate: "1999-04-08",
    country: "México",
    languages: ["es"],
    noAvatar: true,
  },
  {
    key: "valentina",
    name: "Valentina Rojas",
    email: "valentina.rojas@tropa.demo",
    birthDate: "1994-07-19",
    country: "Colombia",
    languages: ["es", "en", "pt"],
  },
  {
    key: "hugo",
    name: "Hugo Navarro",
    email: "hugo.navarro@tropa.demo",
    birthDate: "1976-01-25",
    country: "España",
    languages: ["es", "fr"],
  },
  {
    key: "elena",
    name: "Elena Morales",
    email: "elena.morales@tropa.demo",
    birthDate: "1983-05-30",
    country: "España",
    languages: ["es", "en", "de"],
  },
  {
    key: "daniel",
    name: "Daniel Vega",
    email: "daniel.vega@tropa.demo",
    birthDate: "1992-12-11",
    country: "Chile",
    languages: ["es", "en"],
  },
  {
    key: "camila",
    name: "Camila Fuentes",
    email: "camila.fuentes@tropa.demo",
    birthDate: "2001-03-16",
    country: "Chile",
    languages: ["es", "en"],
  },
  {
    key: "javiera",
    name: "Javiera Paredes",
    email: "javiera.paredes@tropa.demo",
    birthDate: "1987-08-22",
    country: "Perú",
    languages: ["es", "en", "fr"],
  },
  {
    key: "andres",
    name: "Andrés Quintero",
    email: "andres.quintero@tropa.demo",
    birthDate: "1970-10-05",
    country: "Colombia",
    languages: ["es"],
    noAvatar: true,
  },
  {
    key: "lucas",
    name: "Lucas Martínez",
    email: "lucas.martinez@tropa.demo",
    birthDate: "1997-06-28",
    country: "Argentina",
    languages: ["es", "en", "it"],
  },
  {
    key: "irene",
    name: "Irene Blanco",
    email: "irene.blanco@tropa.demo",
    birthDate: "1981-04-12",
    country: "España",
    languages: ["es", "ca", "en"],
  },
  {
    key: "sergio",
    name: "Sergio Peña",
    email: "sergio.pena@tropa.demo",
    birthDate: "1968-09-03",
    country: "España",
    languages: ["es", "en"],
    noAvatar: true,
  },
  {
    key: "lucia-r",
    name: "Lucía Ramos",
    email: "lucia.ramos@tropa.demo",
    birthDate: "1995-01-07",
    country: "México",
    languages: ["es", "en"],
  },
  {
    key: "emma",
    name: "Emma Wilson",
    email: "emma.wilson@tropa.demo",
    birthDate: "1991-10-18",
    country: "España",
    languages: ["en", "es"],
    locale: "en",
  },
  {
    key: "tom",
    name: "Tom Becker",
    email: "tom.becker@tropa.demo",
    birthDate: "1985-03-29",
    country: "España",
    languages: ["de", "en", "es"],
    locale: "en",
  },
  {
    key: "claire",
    name: "Claire Dubois",
    email: "claire.dubois@tropa.demo",
    birthDate: "1979-07-02",
    country: "España",
    languages: ["fr", "en", "es"],
    locale: "en",
  },
  {
    key: "nicolas",
    name: "Nicolás Herrera",
    email: "nicolas.herrera@tropa.demo",
    birthDate: "2000-11-23",
    country: "Colombia",
    languages: ["es", "pt"],
    noAvatar: true,
  },
  {
    key: "paula",
    name: "Paula Iglesias",
    email: "paula.iglesias@tropa.demo",
    birthDate: "1974-02-14",
    country: "España",
    languages: ["es", "gl", "pt"],
  },
  {
    key: "martin",
    name: "Martín Acosta",
    email: "martin.acosta@tropa.demo",
    birthDate: "1989-05-09",
    country: "Perú",
    languages: ["es", "en"],
    noAvatar: true,
  },
  {
    key: "carla",
    name: "Carla Domínguez",
    email: "carla.dominguez@tropa.demo",
    birthDate: "1998-08-31",
    country: "España",
    languages: ["es", "en", "fr"],
  },
];

/** Every person who gets a generated avatar (initials on a brand-toned circle). */
export const DEMO_AVATAR_PEOPLE: { key: string; name: string }[] = [
  ...DEMO_TROPLEADERS.map(({ key, name }) => ({ key, name })),
  { key: DEMO_PENDING_TROPLEADER.key, name: DEMO_PENDING_TROPLEADER.name },
  { key: DEMO_TRAVELLER.key, name: DEMO_TRAVELLER.name },
  { key: DEMO_ADMIN.key, name: DEMO_ADMIN.name },
  ...DEMO_TRAVELLERS.filter((t) => !t.noAvatar).map(({ key, name }) => ({ key, name })),
];
