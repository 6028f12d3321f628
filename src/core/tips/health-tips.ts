import { daysBetween, localDay } from '../medicines/time-zone';
import { SOURCES, type TipSource } from './sources';

/**
 * General health tips (notification type "General Health Tips", spec §3): short, general
 * guidance for India, each from a public document that says it. Never a dose, never a figure
 * the source does not give. The list of sources is docs/health-tips-sources.md.
 */
export interface HealthTip {
  /** Stable: a tip keeps its id when its words are polished. */
  id: string;
  text: string;
  source: TipSource;
}

const S = SOURCES;

export const HEALTH_TIPS: readonly HealthTip[] = [
  {
    id: 'heat-water',
    text: 'In hot weather, drink water often, even before you feel thirsty, and carry water when you go out.',
    source: S.ndmaHeatWave,
  },
  {
    id: 'heat-noon',
    text: 'During a heat wave, avoid going out in the sun between 12 noon and 3 pm, and wear light, loose cotton clothes.',
    source: S.ndmaHeatWave,
  },
  {
    id: 'heat-at-risk',
    text: 'Older people, babies and young children, pregnant women, outdoor workers and people with long-term illness are most at risk in the heat: keep an eye on them.',
    source: S.whoHeat,
  },
  {
    id: 'diarrhoea-ors',
    text: 'For diarrhoea, start ORS (oral rehydration solution) early to replace lost water and salts. For children, ask a health worker about zinc too.',
    source: S.whoDiarrhoea,
  },
  {
    id: 'diarrhoea-feeding',
    text: 'Keep eating, and keep breastfeeding babies, during diarrhoea: food helps the body recover.',
    source: S.whoDiarrhoea,
  },
  {
    id: 'handwashing',
    text: 'Wash hands with soap and water before cooking or eating and after using the toilet: it is one of the key ways to prevent diarrhoea.',
    source: S.whoDiarrhoea,
  },
  {
    id: 'salt-limit',
    text: 'Adults should eat less than 5 g of salt a day, just under one teaspoon, counting the salt already in food.',
    source: S.whoSodium,
  },
  {
    id: 'salt-hidden',
    text: 'Much of the salt we eat is hidden in packaged snacks, sauces and ready-made foods. Read the label and choose lower-salt options.',
    source: S.whoSodium,
  },
  {
    id: 'bp-silent',
    text: 'High blood pressure often has no symptoms. The only way to know is to have your blood pressure measured.',
    source: S.whoHypertension,
  },
  {
    id: 'bp-lifestyle',
    text: 'Less salt, more vegetables and fruit, regular activity and no tobacco all help keep blood pressure down.',
    source: S.whoHypertension,
  },
  {
    id: 'ncd-screening-30',
    text: 'From age 30, ask at your nearest government health centre (Ayushman Arogya Mandir) to be screened for high blood pressure and diabetes.',
    source: S.mohfwNcd,
  },
  {
    id: 'diabetes-signs',
    text: 'Feeling very thirsty, passing urine often, blurred vision, tiredness or losing weight without trying can be signs of diabetes: get your sugar checked.',
    source: S.whoDiabetes,
  },
  {
    id: 'diabetes-prevent',
    text: 'A healthy weight, regular physical activity, a healthy diet and no tobacco help prevent or delay type 2 diabetes.',
    source: S.whoDiabetes,
  },
  {
    id: 'plate-vegetables',
    text: 'Fill about half your plate with vegetables, greens and fruit, and eat a variety of foods through the day.',
    source: S.ninDietaryGuidelines,
  },
  {
    id: 'fruit-veg',
    text: 'Eat plenty of vegetables, fruits, pulses, whole grains and nuts every day.',
    source: S.whoHealthyDiet,
  },
  {
    id: 'sugar-drinks',
    text: 'Cut down on sugar, including sweets and sugary drinks.',
    source: S.whoHealthyDiet,
  },
  {
    id: 'trans-fat',
    text: 'Limit fried snacks, biscuits and bakery items: they can contain industrially made trans fats, which harm the heart.',
    source: S.whoHealthyDiet,
  },
  {
    id: 'ultra-processed',
    text: 'Limit foods high in fat, sugar and salt and ultra-processed foods, and read food labels before you buy.',
    source: S.ninDietaryGuidelines,
  },
  {
    id: 'tea-with-meals',
    text: 'Avoid tea and coffee around meal times: they reduce how much iron your body takes from food.',
    source: S.ninDietaryGuidelines,
  },
  {
    id: 'iron-foods',
    text: 'Eat iron-rich foods such as green leafy vegetables and pulses; foods rich in vitamin C, like amla, guava and citrus, help the body absorb iron.',
    source: S.ninDietaryGuidelines,
  },
  {
    id: 'anaemia-signs',
    text: 'Tiredness, weakness and getting breathless easily can be signs of anaemia. Girls, women and pregnant women are most at risk: ask for a haemoglobin test.',
    source: S.whoAnaemia,
  },
  {
    id: 'tb-cough',
    text: 'A cough for more than 2 weeks needs a check for TB: ask at a government health centre for a sputum test.',
    source: S.ntepPresumptiveTb,
  },
  {
    id: 'tb-course',
    text: 'TB can be cured with treatment. Take the full course, even after you start to feel better.',
    source: S.whoTuberculosis,
  },
  {
    id: 'dengue-water',
    text: 'Dengue mosquitoes breed in stored water: empty, clean or cover coolers, pots and water containers every week.',
    source: S.whoDengue,
  },
  {
    id: 'dengue-bites',
    text: 'Protect against mosquito bites during the day too: wear long sleeves, use repellent and put screens on windows.',
    source: S.whoDengue,
  },
  {
    id: 'malaria-net',
    text: 'Sleep under an insecticide-treated mosquito net, and get tested quickly for malaria if you have fever in a malaria area.',
    source: S.whoMalaria,
  },
  {
    id: 'tobacco-quit',
    text: 'All forms of tobacco harm health, including smokeless tobacco such as gutka and khaini. Quitting brings benefits at any age.',
    source: S.whoTobacco,
  },
  {
    id: 'alcohol-less',
    text: 'Alcohol harms health; the less you drink, the lower the risk.',
    source: S.whoAlcohol,
  },
  {
    id: 'activity-week',
    text: 'Adults need at least 150 minutes of moderate activity a week, such as brisk walking, or 75 minutes of vigorous activity.',
    source: S.whoPhysicalActivity,
  },
  {
    id: 'activity-strength',
    text: 'Do muscle-strengthening activities on 2 or more days a week, and break up long hours of sitting.',
    source: S.whoPhysicalActivity,
  },
  {
    id: 'activity-children',
    text: 'Children and teenagers need an average of 60 minutes of physical activity a day.',
    source: S.whoPhysicalActivity,
  },
  {
    id: 'sleep-adults',
    text: 'Adults should sleep 7 or more hours a night, regularly, for good health.',
    source: S.aasmSleep,
  },
  {
    id: 'eyes-20-20-20',
    text: 'Screens tire the eyes. Follow the 20-20-20 rule: every 20 minutes, look at something 20 feet away for 20 seconds.',
    source: S.aaoEyeStrain,
  },
  {
    id: 'immunisation',
    text: 'Keep your child’s vaccinations on the national schedule. The U-WIN portal lets you register and keeps the vaccination record.',
    source: S.mohfwUwin,
  },
  {
    id: 'breastfeeding',
    text: 'Give babies only breast milk for the first 6 months, then add other foods while breastfeeding goes on.',
    source: S.whoInfantFeeding,
  },
  {
    id: 'rabies-wound',
    text: 'After a dog or other animal bite, wash the wound with soap and water for at least 15 minutes, then go straight to a health centre for rabies vaccine.',
    source: S.whoRabies,
  },
  {
    id: 'oral-health',
    text: 'Brush your teeth with fluoride toothpaste, and cut down on sugary foods and drinks.',
    source: S.whoOralHealth,
  },
  {
    id: 'helmet-seatbelt',
    text: 'Wear a helmet on a two-wheeler and a seat belt in a car, every trip: they save lives in crashes.',
    source: S.whoRoadTraffic,
  },
  {
    id: 'clean-cooking',
    text: 'Smoke from cooking on wood, dung, coal or kerosene harms health. Use a clean fuel such as LPG or electricity where you can.',
    source: S.whoHouseholdAir,
  },
  {
    id: 'mental-health-call',
    text: 'Feeling low, anxious or stressed for a while? Talk to someone. Tele MANAS, the free national helpline, answers on 14416, day and night.',
    source: S.teleManas,
  },
];

/** The day number of a 'YYYY-MM-DD' date, counted from 1970-01-01. */
function dayNumber(day: string): number {
  return daysBetween('1970-01-01', day);
}

/**
 * Today's tip: the same all day in the account's time zone, the next one tomorrow, every tip
 * once before any comes back.
 */
export function tipOfTheDay(date: Date, timeZone: string, tips = HEALTH_TIPS): HealthTip {
  const index = ((dayNumber(localDay(date, timeZone)) % tips.length) + tips.length) % tips.length;
  const tip = tips[index];
  if (!tip) throw new Error('No health tips');
  return tip;
}
