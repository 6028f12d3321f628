/**
 * Where each health tip comes from: the organisation, the document's title and its address.
 * docs/health-tips-sources.md lists which tip says what from which document; check the links
 * there when a tip is added or changed.
 */
export interface TipSource {
  /** The short name shown on the card ('Source: WHO'). */
  name: string;
  organisation: string;
  title: string;
  url: string;
}

const who = (title: string, slug: string): TipSource => ({
  name: 'WHO',
  organisation: 'World Health Organization',
  title: `${title} (fact sheet)`,
  url: `https://www.who.int/news-room/fact-sheets/detail/${slug}`,
});

export const SOURCES = {
  whoHeat: who('Heat and health', 'climate-change-heat-and-health'),
  whoDiarrhoea: who('Diarrhoeal disease', 'diarrhoeal-disease'),
  whoSodium: who('Sodium reduction', 'sodium-reduction'),
  whoHypertension: who('Hypertension', 'hypertension'),
  whoDiabetes: who('Diabetes', 'diabetes'),
  whoHealthyDiet: who('Healthy diet', 'healthy-diet'),
  whoPhysicalActivity: who('Physical activity', 'physical-activity'),
  whoAnaemia: who('Anaemia', 'anaemia'),
  whoTuberculosis: who('Tuberculosis', 'tuberculosis'),
  whoDengue: who('Dengue and severe dengue', 'dengue-and-severe-dengue'),
  whoMalaria: who('Malaria', 'malaria'),
  whoTobacco: who('Tobacco', 'tobacco'),
  whoAlcohol: who('Alcohol', 'alcohol'),
  whoRabies: who('Rabies', 'rabies'),
  whoOralHealth: who('Oral health', 'oral-health'),
  whoInfantFeeding: who('Infant and young child feeding', 'infant-and-young-child-feeding'),
  whoRoadTraffic: who('Road traffic injuries', 'road-traffic-injuries'),
  whoHouseholdAir: who('Household air pollution', 'household-air-pollution-and-health'),
  ndmaHeatWave: {
    name: 'NDMA',
    organisation: 'National Disaster Management Authority, Government of India',
    title: 'Heat Wave (natural hazards: dos and don’ts)',
    url: 'https://ndma.gov.in/Natural-Hazards/Heat-Wave',
  },
  ninDietaryGuidelines: {
    name: 'ICMR-NIN',
    organisation: 'ICMR-National Institute of Nutrition',
    title: 'Dietary Guidelines for Indians (2024)',
    url: 'https://www.nin.res.in/dietaryguidelines/index.html',
  },
  ntepPresumptiveTb: {
    name: 'NTEP',
    organisation: 'National TB Elimination Programme, Ministry of Health and Family Welfare',
    title: 'Diagnostic algorithm for TB disease',
    url: 'https://ntep.in/index.php/node/1743/CP-diagnostic-algorithm-tb-disease-ntep',
  },
  mohfwNcd: {
    name: 'MoHFW',
    organisation: 'Ministry of Health and Family Welfare, Government of India',
    title: 'National Programme for Prevention and Control of Non-Communicable Diseases (NP-NCD)',
    url: 'https://ncd.mohfw.gov.in/',
  },
  mohfwUwin: {
    name: 'MoHFW',
    organisation: 'Ministry of Health and Family Welfare, Government of India',
    title: 'U-WIN: Universal Immunization Programme',
    url: 'https://uwin.mohfw.gov.in/',
  },
  teleManas: {
    name: 'Tele MANAS',
    organisation: 'Ministry of Health and Family Welfare, Government of India',
    title: 'Tele MANAS: National Tele Mental Health Programme',
    url: 'https://telemanas.mohfw.gov.in/',
  },
  aaoEyeStrain: {
    name: 'AAO',
    organisation: 'American Academy of Ophthalmology',
    title: 'Computers, Digital Devices and Eye Strain',
    url: 'https://www.aao.org/eye-health/tips-prevention/computer-usage',
  },
  aasmSleep: {
    name: 'AASM',
    organisation: 'American Academy of Sleep Medicine and Sleep Research Society',
    title: 'Recommended Amount of Sleep for a Healthy Adult (joint consensus statement, 2015)',
    url: 'https://jcsm.aasm.org/doi/10.5664/jcsm.4758',
  },
} satisfies Record<string, TipSource>;
