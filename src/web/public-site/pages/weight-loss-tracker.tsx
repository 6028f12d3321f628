import { BMI_ADULT_AGE, healthyWeightRange } from '@core/health/bmi';
import type { Language } from '@core/i18n/languages';
import { pageHref } from '../document';
import { sourcedPage, type SourcedText } from '../sourced-page';
import { trackerPageData } from '../structured-data';
import { Screenshot, Table, type Source } from '../ui';
import { BMI_BANDS, bandText } from './bmi-bands';

const SOURCES: readonly Source[] = [
  {
    publisher: 'Misra A. et al., Journal of the Association of Physicians of India, 2009',
    title:
      'Consensus statement for diagnosis of obesity, abdominal obesity and the metabolic syndrome for Asian Indians and recommendations for physical activity, medical and surgical management',
    url: 'https://pubmed.ncbi.nlm.nih.gov/19582986/',
  },
  {
    publisher: 'WHO Expert Consultation, The Lancet, 2004',
    title:
      'Appropriate body-mass index for Asian populations and its implications for policy and intervention strategies',
    url: 'https://doi.org/10.1016/S0140-6736(03)15268-3',
  },
];

/** Example heights (cm) for the healthy-weight table: the app's own range at each. */
const HEIGHTS = [150, 155, 160, 165, 170, 175];

const title = {
  en: 'Weight loss tracker with Indian BMI cut-offs',
  hi: 'वज़न घटाने का ट्रैकर, भारतीय BMI मानकों के साथ',
} as const;

const description = {
  en: 'Track weight for the whole family, see BMI with the Asian-Indian cut-offs (normal 18.5 to 22.9), your healthy weight range and the trend towards your goal.',
  hi: 'पूरे परिवार का वज़न दर्ज करें, एशियाई-भारतीय मानकों से BMI देखें (सामान्य 18.5 से 22.9), अपनी लंबाई के हिसाब से ठीक वज़न, और लक्ष्य की ओर बढ़त।',
} as const;

const LABELS = {
  en: { underweight: 'Underweight', normal: 'Normal', overweight: 'Overweight', obese: 'Obese' },
  hi: { underweight: 'कम वज़न', normal: 'सामान्य', overweight: 'अधिक वज़न', obese: 'मोटापा' },
} as const;

function bandRows(lang: Language) {
  const words =
    lang === 'en'
      ? { below: 'below', orMore: 'or more', to: 'to' }
      : { below: 'से कम:', orMore: 'या ज़्यादा', to: 'से' };
  return BMI_BANDS.map((band) => {
    const text =
      lang === 'hi' && band.from === null && band.to !== null
        ? `${(band.to + 0.1).toFixed(1)} से कम`
        : bandText(band, words);
    return [LABELS[lang][band.category], text] as const;
  });
}

function rangeRows(lang: Language) {
  return HEIGHTS.map((cm) => {
    const { minKg, maxKg } = healthyWeightRange(cm);
    return [`${cm} cm`, lang === 'en' ? `${minKg} to ${maxKg} kg` : `${minKg} से ${maxKg} kg`];
  });
}

function English() {
  return (
    <>
      <p className="lead">
        Losing a few kilos is one of the best things many of us can do for our blood pressure and
        sugar. MedMitra keeps each family member&apos;s weight over time, works out BMI with the
        cut-offs meant for Indians, and shows the weight range that is healthy for your height.
      </p>
      <h2>What the weight tracker does</h2>
      <ul>
        <li>Log weight (kg) and height (cm) for anyone in the family, with the date and a note.</li>
        <li>See BMI to one decimal, its category, and the change since the last measurement.</li>
        <li>
          A chart of the trend, and 7-day and 30-day averages, so one heavy morning does not worry
          you.
        </li>
        <li>The healthy weight range for your height, and a goal weight to work towards.</li>
      </ul>
      <Screenshot
        lang="en"
        name="weight"
        alt="The weight tab: latest measurement 61.8 kg at 160 cm, 0.6 kg less than the last measurement, BMI 24.1, Overweight by the Asian-Indian cut-offs."
      />
      <h2>Why Indian BMI cut-offs are lower</h2>
      <p>
        At the same BMI, South Asians tend to carry more fat around the belly and get diabetes and
        heart disease earlier than Europeans. So Indian experts (the 2009 consensus statement) and
        the WHO&apos;s 2004 expert consultation on Asian populations use lower cut-offs than the
        usual 25 and 30. MedMitra uses these:
      </p>
      <Table
        caption="BMI categories for adult Asian Indians (kg/m²), as MedMitra uses them"
        head={['Category', 'BMI']}
        rows={bandRows('en')}
      />
      <p>
        BMI is your weight in kg divided by the square of your height in metres. MedMitra works it
        out for you and classifies the number it shows you, rounded to one decimal: 22.96 is shown
        as 23.0, and is overweight.
      </p>
      <Table
        caption="Normal weight range by height, as MedMitra shows it (BMI 18.5 to 22.9)"
        head={['Height', 'Normal weight']}
        rows={rangeRows('en')}
      />
      <h2>Children and teenagers</h2>
      <p>
        These cut-offs are for adults ({BMI_ADULT_AGE} years and older). For a child, BMI has to be
        read on age- and sex-specific growth charts, which MedMitra does not have: the app records a
        child&apos;s weight and height but shows no category. Ask your paediatrician.
      </p>
      <h2>Losing weight safely</h2>
      <ul>
        <li>Aim for about half a kilo to one kilo a week. Crash diets usually come back.</li>
        <li>
          Weigh yourself on the same scale, at the same time (in the morning, before breakfast),
          once or twice a week, and watch the trend, not the day.
        </li>
        <li>
          Smaller portions of rice and rotis, more dal, vegetables and salad, fewer fried snacks and
          sweets.
        </li>
        <li>Walk briskly for 30 minutes most days; the family can walk together after dinner.</li>
      </ul>
    </>
  );
}

const en: SourcedText = {
  Body: English,
  disclaimer: (
    <>
      BMI is a screening number, not a diagnosis: it does not tell muscle from fat. If you have
      diabetes, heart or kidney disease, are pregnant, or are losing weight without trying, talk to
      your doctor before changing your diet.
    </>
  ),
  next: (
    <>
      Keeping an eye on sugar too? See the{' '}
      <a href={pageHref('/diabetes-tracker', 'en')}>diabetes tracker</a>.
    </>
  ),
};

function Hindi() {
  return (
    <>
      <p className="lead">
        कुछ किलो वज़न कम करना हममें से बहुतों के BP और शुगर के लिए सबसे अच्छे कामों में से एक है। MedMitra परिवार के हर
        सदस्य का वज़न समय के साथ दर्ज रखता है, भारतीयों के लिए बने मानकों से BMI निकालता है, और आपकी लंबाई के
        हिसाब से ठीक वज़न बताता है।
      </p>
      <h2>वज़न ट्रैकर क्या करता है</h2>
      <ul>
        <li>परिवार में किसी का भी वज़न (kg) और लंबाई (cm) तारीख़ और नोट के साथ दर्ज करें।</li>
        <li>एक दशमलव तक BMI, उसकी श्रेणी, और पिछले माप से बदलाव देखें।</li>
        <li>
          बदलाव का चार्ट, और 7 दिन व 30 दिन का औसत, ताकि किसी एक दिन का ज़्यादा वज़न आपको परेशान न करे।
        </li>
        <li>आपकी लंबाई के हिसाब से ठीक वज़न की सीमा, और एक लक्ष्य वज़न।</li>
      </ul>
      <Screenshot
        lang="hi"
        name="weight"
        alt="वज़न वाला टैब: सबसे नया माप 61.8 kg, लंबाई 160 cm, पिछले माप से 0.6 kg कम, BMI 24.1, एशियाई-भारतीय मानकों से अधिक वज़न।"
      />
      <h2>भारतीयों के लिए BMI के मानक कम क्यों हैं</h2>
      <p>
        एक जैसे BMI पर भी दक्षिण एशियाई लोगों के पेट के आसपास ज़्यादा चर्बी होती है, और उन्हें यूरोप के लोगों से पहले
        डायबिटीज़ और दिल की बीमारी हो जाती है। इसलिए भारतीय विशेषज्ञ (2009 का सहमति वक्तव्य) और एशियाई
        लोगों पर WHO की 2004 की विशेषज्ञ बैठक आम 25 और 30 से कम मानक अपनाते हैं। MedMitra यही मानक इस्तेमाल
        करता है:
      </p>
      <Table
        caption="वयस्क एशियाई भारतीयों के लिए BMI श्रेणियाँ (kg/m²), जैसे MedMitra इस्तेमाल करता है"
        head={['श्रेणी', 'BMI']}
        rows={bandRows('hi')}
      />
      <p>
        BMI यानी आपका वज़न (kg) भाग आपकी लंबाई (मीटर में) का वर्ग। MedMitra यह हिसाब ख़ुद लगाता है, और जो
        संख्या आपको दिखाता है, एक दशमलव तक पूरी की हुई, उसी से श्रेणी तय करता है: 22.96 को 23.0 दिखाया जाता
        है, और वह अधिक वज़न है।
      </p>
      <Table
        caption="लंबाई के हिसाब से सामान्य वज़न, जैसे MedMitra दिखाता है (BMI 18.5 से 22.9)"
        head={['लंबाई', 'सामान्य वज़न']}
        rows={rangeRows('hi')}
      />
      <h2>बच्चे और किशोर</h2>
      <p>
        ये मानक वयस्कों ({BMI_ADULT_AGE} साल और उससे बड़े) के लिए हैं। बच्चे का BMI उम्र और लिंग के हिसाब से बने
        ग्रोथ चार्ट पर देखा जाता है, जो MedMitra में नहीं है: ऐप बच्चे का वज़न और लंबाई दर्ज करता है पर कोई श्रेणी
        नहीं दिखाता। अपने बच्चों के डॉक्टर से पूछें।
      </p>
      <h2>सुरक्षित तरीके से वज़न घटाएँ</h2>
      <ul>
        <li>हफ़्ते में लगभग आधा से एक किलो घटाने का लक्ष्य रखें। झटपट डाइट से घटा वज़न अक्सर लौट आता है।</li>
        <li>
          हफ़्ते में एक-दो बार, एक ही मशीन पर, एक ही समय (सुबह नाश्ते से पहले) वज़न लें, और एक दिन नहीं, बदलाव की
          दिशा देखें।
        </li>
        <li>चावल और रोटी थोड़ी कम, दाल, सब्ज़ी और सलाद ज़्यादा, तले हुए नाश्ते और मिठाई कम।</li>
        <li>ज़्यादातर दिनों में 30 मिनट तेज़ चलें; रात के खाने के बाद पूरा परिवार साथ टहल सकता है।</li>
      </ul>
    </>
  );
}

const hi: SourcedText = {
  Body: Hindi,
  disclaimer: (
    <>
      BMI जाँच की एक संख्या है, बीमारी की पहचान नहीं: इससे मांसपेशी और चर्बी का फ़र्क़ पता नहीं चलता। अगर आपको
      डायबिटीज़, दिल या गुर्दे की बीमारी है, आप गर्भवती हैं, या बिना कोशिश के वज़न घट रहा है, तो खान-पान बदलने से
      पहले डॉक्टर से बात करें।
    </>
  ),
  next: (
    <>
      शुगर पर भी नज़र रखनी है? <a href={pageHref('/diabetes-tracker', 'hi')}>डायबिटीज़ ट्रैकर</a> देखें।
    </>
  ),
};

export const weightLossTrackerPage = sourcedPage({
  path: '/weight-loss-tracker',
  title,
  description,
  navLabel: { en: 'Weight loss tracker', hi: 'वज़न ट्रैकर' },
  structuredData: trackerPageData(title, description),
  sources: SOURCES,
  text: { en, hi },
});
