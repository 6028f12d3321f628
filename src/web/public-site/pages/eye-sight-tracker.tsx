import {
  EYE_LIMITS,
  MYOPIA_MIN_INTERVAL_DAYS,
  MYOPIA_PROGRESSING_PER_YEAR,
  VISUAL_ACUITY,
} from '@core/health/eyesight';
import { pageHref } from '../document';
import { sourcedPage, type SourcedText } from '../sourced-page';
import { trackerPageData } from '../structured-data';
import { Screenshot, Table, type Source } from '../ui';

const FAST = Math.abs(MYOPIA_PROGRESSING_PER_YEAR).toFixed(2);
const MONTHS_APART = Math.round(MYOPIA_MIN_INTERVAL_DAYS / 30);

const SOURCES: readonly Source[] = [
  {
    publisher: 'International Myopia Institute (IMI)',
    title:
      'IMI white papers on myopia: definitions, interventions and clinical management (2019 onwards)',
    url: 'https://myopiainstitute.org/imi-white-papers/',
  },
  {
    publisher: 'American Optometric Association',
    title: 'Myopia (nearsightedness)',
    url: 'https://www.aoa.org/healthy-eyes/eye-and-vision-conditions/myopia',
  },
  {
    publisher:
      'National Programme for Control of Blindness and Visual Impairment, Government of India',
    title: 'NPCBVI',
    url: 'https://npcbvi.mohfw.gov.in/',
  },
];

const title = {
  en: 'Eye sight tracker: every spectacle prescription in one place',
  hi: 'आँखों की जाँच का ट्रैकर: चश्मे के सारे नंबर एक जगह',
} as const;

const description = {
  en: "Save each family member's eye test (SPH, CYL, AXIS, ADD, 6/6 vision, PD), see how a child's number changes over the years, and never lose a prescription again.",
  hi: 'परिवार के हर सदस्य की आँखों की जाँच (SPH, CYL, AXIS, ADD, 6/6 नज़र, PD) सहेजें, देखें कि बच्चे का नंबर सालों में कैसे बदल रहा है, और चश्मे का पर्चा फिर कभी न खोएँ।',
} as const;

const TERMS = {
  en: [
    ['RE / LE (OD / OS)', 'Right eye and left eye.'],
    ['SPH', 'The main power. Minus (−) is short sight (myopia), plus (+) long sight.'],
    ['CYL and AXIS', 'Astigmatism: its power, and its direction from 1 to 180 degrees.'],
    ['ADD', 'Extra power for reading, usually after 40 (from +0.75 to +3.50).'],
    ['6/6', 'Normal distance vision; 6/12 means you see at 6 metres what most people see at 12.'],
    ['PD', 'The distance between the pupils in mm, for making the glasses.'],
  ],
  hi: [
    ['RE / LE (OD / OS)', 'दाईं आँख और बाईं आँख।'],
    ['SPH', 'मुख्य नंबर। माइनस (−) यानी दूर का कम दिखना (मायोपिया), प्लस (+) यानी पास का।'],
    ['CYL और AXIS', 'एस्टिग्मैटिज़्म (तिरछा नंबर): उसकी ताक़त, और 1 से 180 डिग्री में उसकी दिशा।'],
    ['ADD', 'पढ़ने के लिए अलग से नंबर, आमतौर पर 40 की उम्र के बाद (+0.75 से +3.50 तक)।'],
    ['6/6', 'दूर की सामान्य नज़र; 6/12 यानी जो ज़्यादातर लोग 12 मीटर से देखते हैं, वह आप 6 मीटर से।'],
    ['PD', 'दोनों पुतलियों के बीच की दूरी mm में, चश्मा बनाने के लिए।'],
  ],
} as const;

function English() {
  return (
    <>
      <p className="lead">
        Glasses prescriptions get lost in drawers, and a child&apos;s number can change every year.
        MedMitra keeps every eye test for everyone in the family, shows the numbers the way the
        optician wrote them, and tells you when a child&apos;s short sight is growing fast.
      </p>
      <h2>What the eye sight tracker does</h2>
      <ul>
        <li>
          Save each test: the date, SPH, CYL, AXIS and ADD for each eye, the vision (
          {VISUAL_ACUITY[0]} to {VISUAL_ACUITY[VISUAL_ACUITY.length - 1]}), PD and the next check-up
          date.
        </li>
        <li>
          Numbers are checked as you type: powers in steps of {EYE_LIMITS.step}, AXIS only with a
          CYL, so a prescription is saved the way it was written.
        </li>
        <li>
          A chart of each eye&apos;s SPH over the years: the clearest picture of a child&apos;s
          myopia.
        </li>
        <li>
          The change per year, worked out from two tests at least {MONTHS_APART} months apart. When
          short sight grows by {FAST} or more a year, the app says so and suggests asking the eye
          doctor about myopia control.
        </li>
      </ul>
      <Screenshot
        lang="en"
        name="eye"
        alt="The eye sight tab: latest test on 5 Nov 2026, right eye (OD) SPH −2.25, CYL −0.75, AXIS 180°; left eye (OS) SPH −2.00."
      />
      <h2>How to read a spectacle prescription</h2>
      <Table
        caption="What the columns of a prescription mean"
        head={['Term', 'Meaning']}
        rows={TERMS.en}
      />
      <h2>Children and myopia</h2>
      <p>
        More and more school children in Indian cities need glasses for distance, and short sight
        that starts early usually keeps growing until the late teens. Have children&apos;s eyes
        tested every year, let them play outdoors for about 2 hours a day, and take breaks from
        books and screens. The change per year is what eye doctors look at when they decide on
        special lenses or drops to slow it.
      </p>
      <h2>See an eye doctor at once if</h2>
      <ul>
        <li>vision drops suddenly, or you see flashes, a shower of floaters or a curtain;</li>
        <li>an eye is painful and red, or was injured;</li>
        <li>a child squints, tilts the head to see, or sits very close to the TV.</li>
      </ul>
    </>
  );
}

const en: SourcedText = {
  Body: English,
  disclaimer: (
    <>
      MedMitra stores and compares prescriptions; it does not test your eyes. Only an eye
      examination can tell you your power and the health of your eyes.
    </>
  ),
  next: (
    <>
      For the rest of the family&apos;s health, see the{' '}
      <a href={pageHref('/medicine-reminder', 'en')}>medicine reminder</a>.
    </>
  ),
};

function Hindi() {
  return (
    <>
      <p className="lead">
        चश्मे के पर्चे दराज़ों में खो जाते हैं, और बच्चे का नंबर हर साल बदल सकता है। MedMitra परिवार में सबकी हर आँख की
        जाँच सहेजता है, नंबर वैसे ही दिखाता है जैसे ऑप्टिशियन ने लिखे, और बताता है जब बच्चे का दूर का नंबर तेज़ी से बढ़
        रहा हो।
      </p>
      <h2>आँखों का ट्रैकर क्या करता है</h2>
      <ul>
        <li>
          हर जाँच सहेजें: तारीख़, हर आँख का SPH, CYL, AXIS और ADD, नज़र ({VISUAL_ACUITY[0]} से{' '}
          {VISUAL_ACUITY[VISUAL_ACUITY.length - 1]}), PD और अगली जाँच की तारीख़।
        </li>
        <li>
          लिखते समय ही नंबर जाँचे जाते हैं: पावर {EYE_LIMITS.step} के क़दमों में, AXIS सिर्फ़ CYL के साथ, ताकि पर्चा
          वैसा ही सहेजा जाए जैसा लिखा था।
        </li>
        <li>हर आँख के SPH का सालों का चार्ट: बच्चे के मायोपिया की सबसे साफ़ तस्वीर।</li>
        <li>
          हर साल का बदलाव, कम से कम {MONTHS_APART} महीने के अंतर वाली दो जाँचों से। जब दूर का नंबर साल में{' '}
          {FAST} या उससे ज़्यादा बढ़े, ऐप यह बताता है और आँखों के डॉक्टर से मायोपिया कंट्रोल के बारे में पूछने की सलाह
          देता है।
        </li>
      </ul>
      <Screenshot
        lang="hi"
        name="eye"
        alt="आँखों वाला टैब: सबसे नई जाँच 5 नवंबर 2026, दाईं आँख (OD) SPH −2.25, CYL −0.75, AXIS 180°; बाईं आँख (OS) SPH −2.00।"
      />
      <h2>चश्मे का पर्चा कैसे पढ़ें</h2>
      <Table caption="पर्चे के खानों का मतलब" head={['शब्द', 'मतलब']} rows={TERMS.hi} />
      <h2>बच्चे और मायोपिया</h2>
      <p>
        भारत के शहरों में ज़्यादा से ज़्यादा स्कूली बच्चों को दूर के लिए चश्मा लग रहा है, और जो मायोपिया कम उम्र में शुरू
        होता है, वह आमतौर पर किशोरावस्था के आख़िर तक बढ़ता रहता है। बच्चों की आँखें हर साल जँचवाएँ, उन्हें रोज़ लगभग
        2 घंटे बाहर खेलने दें, और किताब व स्क्रीन से बीच-बीच में आराम दिलाएँ। इसे धीमा करने वाले ख़ास लेंस या ड्रॉप्स तय
        करते समय आँखों के डॉक्टर यही सालाना बदलाव देखते हैं।
      </p>
      <h2>आँखों के डॉक्टर को तुरंत दिखाएँ अगर</h2>
      <ul>
        <li>नज़र अचानक कम हो जाए, या चमक, बहुत सारे तैरते धब्बे या परदा-सा दिखे;</li>
        <li>आँख में दर्द और लाली हो, या चोट लगी हो;</li>
        <li>बच्चा भेंगा देखे, देखने के लिए सिर टेढ़ा करे, या TV के बहुत पास बैठे।</li>
      </ul>
    </>
  );
}

const hi: SourcedText = {
  Body: Hindi,
  disclaimer: (
    <>
      MedMitra पर्चे सहेजता और मिलाता है; यह आँखों की जाँच नहीं करता। आपका नंबर और आँखों की सेहत सिर्फ़ आँखों की जाँच
      से पता चलती है।
    </>
  ),
  next: (
    <>
      परिवार की बाक़ी सेहत के लिए <a href={pageHref('/medicine-reminder', 'hi')}>दवा रिमाइंडर</a> देखें।
    </>
  ),
};

export const eyeSightTrackerPage = sourcedPage({
  path: '/eye-sight-tracker',
  title,
  description,
  navLabel: { en: 'Eye sight tracker', hi: 'आँखों का ट्रैकर' },
  structuredData: trackerPageData(title, description),
  sources: SOURCES,
  text: { en, hi },
});
