import { MGDL_PER_MMOL } from '@core/health/sugar';
import type { Language } from '@core/i18n/languages';
import { pageHref } from '../document';
import { sourcedPage, type SourcedText } from '../sourced-page';
import { trackerPageData } from '../structured-data';
import { Screenshot, Table, type Source } from '../ui';
import { bandTop, LOW_BELOW, SUGAR_ROWS, VERY_HIGH_FROM, VERY_LOW_BELOW } from './sugar-bands';

const SOURCES: readonly Source[] = [
  {
    publisher: 'Anjana R.M. et al. (ICMR-INDIAB), The Lancet Diabetes & Endocrinology, 2023',
    title:
      'Metabolic non-communicable disease health report of India: the ICMR-INDIAB national cross-sectional study (ICMR-INDIAB-17)',
    url: 'https://doi.org/10.1016/S2213-8587(23)00119-5',
  },
  {
    publisher: 'American Diabetes Association, Diabetes Care',
    title:
      'Standards of Care in Diabetes: 2. Diagnosis and Classification of Diabetes; 6. Glycemic Goals and Hypoglycemia',
    url: 'https://diabetesjournals.org/care/issue/48/Supplement_1',
  },
  {
    publisher: 'ICMR (Indian Council of Medical Research)',
    title: 'ICMR Guidelines for Management of Type 2 Diabetes, 2018',
    url: 'https://main.icmr.nic.in/sites/default/files/guidelines/ICMR_GuidelinesType2diabetes2018_0.pdf',
  },
];

const KINDS = {
  en: {
    fasting: 'Fasting',
    before_meal: 'Before meal',
    after_meal: 'After meal (2 h)',
    random: 'Random',
    bedtime: 'Bedtime',
    hba1c: 'HbA1c',
  },
  hi: {
    fasting: 'खाली पेट',
    before_meal: 'खाने से पहले',
    after_meal: 'खाने के बाद (2 घंटे)',
    random: 'कभी भी',
    bedtime: 'सोने से पहले',
    hba1c: 'HbA1c',
  },
} as const;

function rows(lang: Language) {
  const to = lang === 'en' ? 'to' : 'से';
  const below = (n: number) => (lang === 'en' ? `below ${n}` : `${n} से कम`);
  const orMore = (n: number) => (lang === 'en' ? `${n} or more` : `${n} या ज़्यादा`);
  return SUGAR_ROWS.map((row) => [
    row.types.map((t) => KINDS[lang][t]).join(', '),
    below(row.prediabetesFrom),
    `${row.prediabetesFrom} ${to} ${bandTop(row.diabetesFrom, row.unit)}`,
    orMore(row.diabetesFrom),
  ]);
}

const title = {
  en: 'Diabetes tracker: blood sugar and HbA1c for the family',
  hi: 'डायबिटीज़ ट्रैकर: परिवार की ब्लड शुगर और HbA1c',
} as const;

const description = {
  en: 'Log fasting, after-meal and HbA1c readings for everyone at home, see each one against the ADA and ICMR ranges, and take a clear record to your doctor.',
  hi: 'घर में सबकी खाली पेट, खाने के बाद और HbA1c की रीडिंग दर्ज करें, हर रीडिंग ADA और ICMR की सीमाओं से मिलाएँ, और डॉक्टर को साफ़ रिकॉर्ड दिखाएँ।',
} as const;

function English() {
  return (
    <>
      <p className="lead">
        India has more than 10 crore people with diabetes, and many more with prediabetes who do not
        know it yet. Checking sugar at home is only useful if the numbers are written down: MedMitra
        keeps every reading for every family member, says which range it falls in, and shows the
        trend.
      </p>
      <h2>What the diabetes tracker does</h2>
      <ul>
        <li>
          Log a glucometer or lab reading in mg/dL and say when it was taken: fasting, before a
          meal, 2 hours after a meal, random or at bedtime. HbA1c (%) is its own entry.
        </li>
        <li>Each reading gets its range and a short note on what to do.</li>
        <li>See readings in mmol/L if your meter shows them (1 mmol/L = {MGDL_PER_MMOL} mg/dL).</li>
        <li>A chart, and 7-day and 30-day averages, for each member of the family.</li>
        <li>
          A monthly reminder to check sugar, and medicine reminders for the tablets or insulin.
        </li>
      </ul>
      <Screenshot
        lang="en"
        name="sugar"
        alt="The sugar tab: latest reading 152 mg/dL after a meal (2 h), in the prediabetes range, with a button to log a reading and a choice to show mg/dL or mmol/L."
      />
      <h2>The ranges MedMitra uses</h2>
      <p>
        MedMitra uses the American Diabetes Association&apos;s values. ICMR&apos;s guidelines for
        India diagnose diabetes at the same values (fasting 126 mg/dL, 2 hours after glucose 200
        mg/dL, HbA1c 6.5 %).
      </p>
      <Table
        caption="Blood sugar ranges in MedMitra (mg/dL; HbA1c in %)"
        head={['Reading', 'Normal', 'Prediabetes range', 'Diabetes range']}
        rows={rows('en')}
      />
      <ul>
        <li>
          <strong>Low</strong>: below {LOW_BELOW} mg/dL. <strong>Very low</strong>: below{' '}
          {VERY_LOW_BELOW} mg/dL. The app says to take 15 g of fast sugar (3 teaspoons of sugar or
          glucose in water) and check again in 15 minutes; if the person is drowsy, confused or
          cannot swallow, call 112 at once.
        </li>
        <li>
          <strong>Very high</strong>: {VERY_HIGH_FROM} mg/dL or more at any time. The app asks you
          to contact your doctor the same day, and to call 112 or go to an emergency at once if
          there is vomiting, drowsiness, confusion or fast breathing.
        </li>
        <li>
          Random and bedtime readings use the after-meal values, because they may follow food; a
          reading before a meal uses the fasting values.
        </li>
        <li>
          &quot;Fasting&quot; means nothing to eat or drink except water for at least 8 hours.
        </li>
      </ul>
      <h2>One reading is not a diagnosis</h2>
      <p>
        A home glucometer is good for following sugar, not for diagnosing diabetes. A reading in the
        diabetes range needs a lab test and a doctor. If you already have diabetes, the targets your
        doctor sets for you (often different for older people) matter more than these ranges.
      </p>
      <h2>Tips for home testing</h2>
      <ul>
        <li>
          Wash and dry your hands before pricking; the first drop from a sugary finger reads high.
        </li>
        <li>Write the reading down at once, with what kind of reading it was.</li>
        <li>Take the app to your check-up: the chart shows weeks at a glance.</li>
      </ul>
    </>
  );
}

const en: SourcedText = {
  Body: English,
  disclaimer: (
    <>
      MedMitra shows which range a reading falls in. It does not diagnose diabetes or adjust
      treatment. Do not change a tablet or insulin dose without your doctor.
    </>
  ),
  next: (
    <>
      Weight matters for sugar: see the{' '}
      <a href={pageHref('/weight-loss-tracker', 'en')}>weight loss tracker</a> and the{' '}
      <a href={pageHref('/medicine-reminder', 'en')}>medicine reminder</a>.
    </>
  ),
};

function Hindi() {
  return (
    <>
      <p className="lead">
        भारत में 10 करोड़ से ज़्यादा लोगों को डायबिटीज़ है, और उससे भी ज़्यादा लोग प्री-डायबिटीज़ में हैं जिन्हें अभी पता
        नहीं। घर पर शुगर जाँचना तभी काम का है जब नंबर लिखे जाएँ: MedMitra परिवार के हर सदस्य की हर रीडिंग रखता
        है, बताता है कि वह किस सीमा में है, और बदलाव दिखाता है।
      </p>
      <h2>डायबिटीज़ ट्रैकर क्या करता है</h2>
      <ul>
        <li>
          ग्लूकोमीटर या लैब की रीडिंग mg/dL में दर्ज करें और बताएँ कि कब ली: खाली पेट, खाने से पहले, खाने के 2 घंटे
          बाद, कभी भी, या सोने से पहले। HbA1c (%) अलग से दर्ज होता है।
        </li>
        <li>हर रीडिंग के साथ उसकी सीमा और क्या करें, इसकी छोटी सलाह।</li>
        <li>
          अगर आपका मीटर mmol/L दिखाता है तो रीडिंग mmol/L में देखें (1 mmol/L = {MGDL_PER_MMOL} mg/dL)।
        </li>
        <li>परिवार के हर सदस्य के लिए चार्ट, और 7 दिन व 30 दिन का औसत।</li>
        <li>हर महीने शुगर जाँचने का रिमाइंडर, और गोलियों या इंसुलिन के लिए दवा रिमाइंडर।</li>
      </ul>
      <Screenshot
        lang="hi"
        name="sugar"
        alt="शुगर वाला टैब: सबसे नई रीडिंग 152 mg/dL, खाने के 2 घंटे बाद, प्री-डायबिटीज़ की सीमा में, रीडिंग दर्ज करने का बटन और mg/dL या mmol/L में दिखाने का विकल्प।"
      />
      <h2>MedMitra कौन-सी सीमाएँ इस्तेमाल करता है</h2>
      <p>
        MedMitra अमेरिकन डायबिटीज़ एसोसिएशन (ADA) के मान इस्तेमाल करता है। भारत के लिए ICMR की गाइडलाइन भी
        इन्हीं मानों पर डायबिटीज़ मानती है (खाली पेट 126 mg/dL, ग्लूकोज़ पीने के 2 घंटे बाद 200 mg/dL, HbA1c 6.5
        %)।
      </p>
      <Table
        caption="MedMitra में ब्लड शुगर की सीमाएँ (mg/dL; HbA1c % में)"
        head={['रीडिंग', 'सामान्य', 'प्री-डायबिटीज़ सीमा', 'डायबिटीज़ सीमा']}
        rows={rows('hi')}
      />
      <ul>
        <li>
          <strong>कम</strong>: {LOW_BELOW} mg/dL से कम। <strong>बहुत कम</strong>: {VERY_LOW_BELOW}{' '}
          mg/dL से कम। ऐप कहता है कि 15 ग्राम जल्दी असर करने वाली चीनी लें (पानी में 3 चम्मच चीनी या ग्लूकोज़) और
          15 मिनट बाद फिर जाँचें; अगर व्यक्ति को नींद आ रही हो, वह उलझा हुआ हो या निगल न पा रहा हो, तो तुरंत
          112 पर कॉल करें।
        </li>
        <li>
          <strong>बहुत ज़्यादा</strong>: कभी भी {VERY_HIGH_FROM} mg/dL या उससे ज़्यादा। ऐप उसी दिन डॉक्टर से
          संपर्क करने को कहता है, और उल्टी, बहुत नींद, उलझन या तेज़ साँस हो तो तुरंत 112 पर कॉल करने या इमरजेंसी
          जाने को।
        </li>
        <li>
          &quot;कभी भी&quot; और &quot;सोने से पहले&quot; की रीडिंग खाने के बाद वाले मानों से देखी जाती है,
          क्योंकि उससे पहले खाना खाया हो सकता है; खाने से पहले की रीडिंग खाली पेट वाले मानों से।
        </li>
        <li>&quot;खाली पेट&quot; यानी कम से कम 8 घंटे तक पानी के सिवा कुछ न खाया-पिया हो।</li>
      </ul>
      <h2>एक रीडिंग से बीमारी तय नहीं होती</h2>
      <p>
        घर का ग्लूकोमीटर शुगर पर नज़र रखने के लिए अच्छा है, डायबिटीज़ की पहचान के लिए नहीं। डायबिटीज़ की सीमा में
        आई रीडिंग के बाद लैब की जाँच और डॉक्टर की सलाह ज़रूरी है। अगर आपको पहले से डायबिटीज़ है, तो डॉक्टर के तय
        किए आपके लक्ष्य (बुज़ुर्गों के लिए अक्सर अलग) इन सीमाओं से ज़्यादा मायने रखते हैं।
      </p>
      <h2>घर पर जाँच के लिए काम की बातें</h2>
      <ul>
        <li>उँगली में सुई लगाने से पहले हाथ धोकर सुखाएँ; मीठा लगी उँगली की बूँद ज़्यादा रीडिंग देती है।</li>
        <li>रीडिंग तुरंत लिखें, और यह भी कि वह कब ली गई।</li>
        <li>जाँच के लिए जाते समय ऐप साथ ले जाएँ: चार्ट में हफ़्तों का हाल एक नज़र में दिखता है।</li>
      </ul>
    </>
  );
}

const hi: SourcedText = {
  Body: Hindi,
  disclaimer: (
    <>
      MedMitra बताता है कि रीडिंग किस सीमा में है। यह डायबिटीज़ की पहचान या इलाज में बदलाव नहीं करता। डॉक्टर से
      पूछे बिना गोली या इंसुलिन की खुराक न बदलें।
    </>
  ),
  next: (
    <>
      शुगर के लिए वज़न भी मायने रखता है: देखें{' '}
      <a href={pageHref('/weight-loss-tracker', 'hi')}>वज़न घटाने का ट्रैकर</a> और{' '}
      <a href={pageHref('/medicine-reminder', 'hi')}>दवा रिमाइंडर</a>।
    </>
  ),
};

export const diabetesTrackerPage = sourcedPage({
  path: '/diabetes-tracker',
  title,
  description,
  navLabel: { en: 'Diabetes tracker', hi: 'डायबिटीज़ ट्रैकर' },
  structuredData: trackerPageData(title, description),
  sources: SOURCES,
  text: { en, hi },
});
