import type { MessageDescriptor } from '@lingui/core';
import type { Translator as I18n } from '@web/lib/i18n/runtime';
import { msg } from '@lingui/core/macro';
import type { HealthTip } from '@core/tips/health-tips';

/**
 * The daily health tips (src/core/tips/health-tips.ts) as messages, by the tip's id: core does
 * not import Lingui (ADR 026). Each message's English is the tip's text word for word
 * (tip-texts.test.ts); its Hindi is in the Hindi catalogue, so it loads with it.
 */
export const TIP_TEXTS: ReadonlyMap<string, MessageDescriptor> = new Map([
  [
    'heat-water',
    msg`In hot weather, drink water often, even before you feel thirsty, and carry water when you go out.`,
  ],
  [
    'heat-noon',
    msg`During a heat wave, avoid going out in the sun between 12 noon and 3 pm, and wear light, loose cotton clothes.`,
  ],
  [
    'heat-at-risk',
    msg`Older people, babies and young children, pregnant women, outdoor workers and people with long-term illness are most at risk in the heat: keep an eye on them.`,
  ],
  [
    'diarrhoea-ors',
    msg`For diarrhoea, start ORS (oral rehydration solution) early to replace lost water and salts. For children, ask a health worker about zinc too.`,
  ],
  [
    'diarrhoea-feeding',
    msg`Keep eating, and keep breastfeeding babies, during diarrhoea: food helps the body recover.`,
  ],
  [
    'handwashing',
    msg`Wash hands with soap and water before cooking or eating and after using the toilet: it is one of the key ways to prevent diarrhoea.`,
  ],
  [
    'salt-limit',
    msg`Adults should eat less than 5 g of salt a day, just under one teaspoon, counting the salt already in food.`,
  ],
  [
    'salt-hidden',
    msg`Much of the salt we eat is hidden in packaged snacks, sauces and ready-made foods. Read the label and choose lower-salt options.`,
  ],
  [
    'bp-silent',
    msg`High blood pressure often has no symptoms. The only way to know is to have your blood pressure measured.`,
  ],
  [
    'bp-lifestyle',
    msg`Less salt, more vegetables and fruit, regular activity and no tobacco all help keep blood pressure down.`,
  ],
  [
    'ncd-screening-30',
    msg`From age 30, ask at your nearest government health centre (Ayushman Arogya Mandir) to be screened for high blood pressure and diabetes.`,
  ],
  [
    'diabetes-signs',
    msg`Feeling very thirsty, passing urine often, blurred vision, tiredness or losing weight without trying can be signs of diabetes: get your sugar checked.`,
  ],
  [
    'diabetes-prevent',
    msg`A healthy weight, regular physical activity, a healthy diet and no tobacco help prevent or delay type 2 diabetes.`,
  ],
  [
    'plate-vegetables',
    msg`Fill about half your plate with vegetables, greens and fruit, and eat a variety of foods through the day.`,
  ],
  ['fruit-veg', msg`Eat plenty of vegetables, fruits, pulses, whole grains and nuts every day.`],
  ['sugar-drinks', msg`Cut down on sugar, including sweets and sugary drinks.`],
  [
    'trans-fat',
    msg`Limit fried snacks, biscuits and bakery items: they can contain industrially made trans fats, which harm the heart.`,
  ],
  [
    'ultra-processed',
    msg`Limit foods high in fat, sugar and salt and ultra-processed foods, and read food labels before you buy.`,
  ],
  [
    'tea-with-meals',
    msg`Avoid tea and coffee around meal times: they reduce how much iron your body takes from food.`,
  ],
  [
    'iron-foods',
    msg`Eat iron-rich foods such as green leafy vegetables and pulses; foods rich in vitamin C, like amla, guava and citrus, help the body absorb iron.`,
  ],
  [
    'anaemia-signs',
    msg`Tiredness, weakness and getting breathless easily can be signs of anaemia. Girls, women and pregnant women are most at risk: ask for a haemoglobin test.`,
  ],
  [
    'tb-cough',
    msg`A cough for more than 2 weeks needs a check for TB: ask at a government health centre for a sputum test.`,
  ],
  [
    'tb-course',
    msg`TB can be cured with treatment. Take the full course, even after you start to feel better.`,
  ],
  [
    'dengue-water',
    msg`Dengue mosquitoes breed in stored water: empty, clean or cover coolers, pots and water containers every week.`,
  ],
  [
    'dengue-bites',
    msg`Protect against mosquito bites during the day too: wear long sleeves, use repellent and put screens on windows.`,
  ],
  [
    'malaria-net',
    msg`Sleep under an insecticide-treated mosquito net, and get tested quickly for malaria if you have fever in a malaria area.`,
  ],
  [
    'tobacco-quit',
    msg`All forms of tobacco harm health, including smokeless tobacco such as gutka and khaini. Quitting brings benefits at any age.`,
  ],
  ['alcohol-less', msg`Alcohol harms health; the less you drink, the lower the risk.`],
  [
    'activity-week',
    msg`Adults need at least 150 minutes of moderate activity a week, such as brisk walking, or 75 minutes of vigorous activity.`,
  ],
  [
    'activity-strength',
    msg`Do muscle-strengthening activities on 2 or more days a week, and break up long hours of sitting.`,
  ],
  [
    'activity-children',
    msg`Children and teenagers need an average of 60 minutes of physical activity a day.`,
  ],
  ['sleep-adults', msg`Adults should sleep 7 or more hours a night, regularly, for good health.`],
  [
    'eyes-20-20-20',
    msg`Screens tire the eyes. Follow the 20-20-20 rule: every 20 minutes, look at something 20 feet away for 20 seconds.`,
  ],
  [
    'immunisation',
    msg`Keep your child’s vaccinations on the national schedule. The U-WIN portal lets you register and keeps the vaccination record.`,
  ],
  [
    'breastfeeding',
    msg`Give babies only breast milk for the first 6 months, then add other foods while breastfeeding goes on.`,
  ],
  [
    'rabies-wound',
    msg`After a dog or other animal bite, wash the wound with soap and water for at least 15 minutes, then go straight to a health centre for rabies vaccine.`,
  ],
  [
    'oral-health',
    msg`Brush your teeth with fluoride toothpaste, and cut down on sugary foods and drinks.`,
  ],
  [
    'helmet-seatbelt',
    msg`Wear a helmet on a two-wheeler and a seat belt in a car, every trip: they save lives in crashes.`,
  ],
  [
    'clean-cooking',
    msg`Smoke from cooking on wood, dung, coal or kerosene harms health. Use a clean fuel such as LPG or electricity where you can.`,
  ],
  [
    'mental-health-call',
    msg`Feeling low, anxious or stressed for a while? Talk to someone. Tele MANAS, the free national helpline, answers on 14416, day and night.`,
  ],
]);

/** The tip in the active language; a tip the table does not know yet, as core wrote it. */
export function tipText(i18n: I18n, tip: HealthTip): string {
  const message = TIP_TEXTS.get(tip.id);
  return message ? i18n._(message) : tip.text;
}
