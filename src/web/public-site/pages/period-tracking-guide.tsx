import { CYCLE_RULES } from '@core/health/cycle';
import { pageHref } from '../document';
import { sourcedPage, type SourcedText } from '../sourced-page';
import { guideData } from '../structured-data';
import type { Source } from '../ui';

const R = CYCLE_RULES;

const SOURCES: readonly Source[] = [
  {
    publisher: 'ACOG (American College of Obstetricians and Gynecologists)',
    title:
      'Menstruation in Girls and Adolescents: Using the Menstrual Cycle as a Vital Sign, Committee Opinion 651',
    url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2015/12/menstruation-in-girls-and-adolescents-using-the-menstrual-cycle-as-a-vital-sign',
  },
  {
    publisher: 'FIGO (International Federation of Gynecology and Obstetrics), Munro et al. 2018',
    title:
      'The two FIGO systems for normal and abnormal uterine bleeding symptoms and classification of causes of abnormal uterine bleeding in the reproductive years: 2018 revisions',
    url: 'https://doi.org/10.1002/ijgo.12666',
  },
  {
    publisher: 'Wilcox, Weinberg and Baird, New England Journal of Medicine, 1995',
    title:
      'Timing of sexual intercourse in relation to ovulation: effects on the probability of conception, survival of the pregnancy, and sex of the baby',
    url: 'https://doi.org/10.1056/NEJM199512073332301',
  },
  {
    publisher: 'NHS (UK National Health Service)',
    title: 'Periods',
    url: 'https://www.nhs.uk/conditions/periods/',
  },
];

const title = {
  en: 'Period tracking guide: cycles, predictions and when to see a doctor',
  hi: 'पीरियड ट्रैकिंग गाइड: चक्र, अनुमान, और डॉक्टर को कब दिखाएँ',
} as const;

const description = {
  en: 'What a normal menstrual cycle is, how a period tracker predicts your next period and fertile days, what it cannot tell you, and the signs that need a doctor.',
  hi: 'सामान्य मासिक चक्र क्या है, पीरियड ट्रैकर अगले पीरियड और गर्भधारण वाले दिनों का अनुमान कैसे लगाता है, उसकी सीमाएँ क्या हैं, और किन लक्षणों पर डॉक्टर को दिखाना चाहिए।',
} as const;

function English() {
  return (
    <>
      <p className="lead">
        A plain guide for girls, women and the mothers who help them: what a normal cycle looks
        like, what a period tracker&apos;s dates really mean, and when a change needs a doctor.
      </p>
      <h2>Cycle basics</h2>
      <ul>
        <li>
          <strong>Day 1 of a cycle is the first day of bleeding.</strong> The cycle ends the day
          before the next period starts. That is why a tracker asks for the start date.
        </li>
        <li>
          <strong>
            Most adult cycles last {R.regularMin} to {R.regularMax} days.
          </strong>{' '}
          28 days is only an average; very few women have exactly 28 days every month.
        </li>
        <li>
          <strong>Bleeding usually lasts 2 to 7 days.</strong> It is often heavier in the first two
          days.
        </li>
        <li>
          <strong>In the first years after periods begin</strong> (usually between 10 and 15 years
          of age) cycles are often irregular, from about 21 to 45 days, and settle with time.
        </li>
        <li>
          <strong>Ovulation</strong>, when an egg is released, happens about {R.lutealDays} days
          before the next period, not on day 14 of every cycle. In a 35-day cycle it is around day
          21.
        </li>
        <li>
          Cycles change with age, pregnancy and breastfeeding, weight change, illness, stress,
          travel, and medicines such as hormonal contraception. In the years before menopause (often
          in the 40s) they become irregular again.
        </li>
      </ul>
      <h2>What MedMitra&apos;s prediction means</h2>
      <p>MedMitra uses only the dates you log, and this simple, open method:</p>
      <ol>
        <li>
          Each cycle is the number of days from one period&apos;s start to the next one&apos;s. Your
          last {R.maxCycles} cycles at most are used (recent ones say more about you now), without
          any cycle you chose to leave out.
        </li>
        <li>
          The <strong>next period</strong> is your last start date plus the average of those cycles.
          With fewer than {R.minCycles} cycles (3 logged starts), a {R.defaultLength}-day cycle is
          assumed.
        </li>
        <li>
          The <strong>likely window</strong> is that date plus or minus how much your cycles vary
          (their standard deviation, rounded up, between {R.minSpread} and {R.maxSpread} days;{' '}
          {R.defaultSpread} days while there is too little history).
        </li>
        <li>
          <strong>Ovulation</strong> is placed {R.lutealDays} days before the predicted period, and
          the <strong>fertile window</strong> from {R.fertileDaysBefore} days before ovulation to{' '}
          {R.fertileDaysAfter} day after: sperm can live up to 5 days, the egg about a day.
        </li>
        <li>
          Your cycles are marked <strong>irregular</strong> when one is shorter than {R.regularMin}{' '}
          days or longer than {R.regularMax}, or when your shortest and longest differ by more than{' '}
          {R.maxVariation} days (the FIGO definition).
        </li>
        <li>
          If the expected day passes without a new period, the date does not move: the app shows the
          period as late. Reminders stop {R.remindDaysLate} days after the expected day.
        </li>
      </ol>
      <h2>What the prediction cannot tell you</h2>
      <ul>
        <li>
          It is an estimate from your past. Next month&apos;s cycle can be shorter or longer, for
          reasons no app can see.
        </li>
        <li>
          <strong>It is not contraception.</strong> Ovulation can come early or late, so &quot;safe
          days&quot; worked out by a calendar are not safe.
        </li>
        <li>
          It cannot confirm or rule out pregnancy. If your period is late and pregnancy is possible,
          take a urine pregnancy test (available at any chemist) or see a doctor.
        </li>
        <li>
          With PCOS, thyroid problems, breastfeeding or near menopause, predictions are less
          reliable. Keep logging anyway: the record helps your doctor.
        </li>
      </ul>
      <h2>When to see a doctor</h2>
      <p>See a doctor (a gynaecologist, or your family doctor first) if:</p>
      <ul>
        <li>
          you have had no period for 3 months and are not pregnant, or periods have not started by
          age 15;
        </li>
        <li>
          your cycles are often shorter than {R.regularMin} days or longer than {R.regularMax} days,
          or suddenly change after being regular;
        </li>
        <li>
          bleeding lasts more than 7 days, or is so heavy that you change a pad every 1 to 2 hours,
          pass large clots, or feel weak, dizzy or breathless (signs of anaemia, common in India);
        </li>
        <li>you bleed between periods, after sex, or after menopause;</li>
        <li>period pain stops you from going to school, college or work;</li>
        <li>a period is late and you might be pregnant.</li>
      </ul>
      <p>
        <strong>Go to a hospital at once</strong> (call 112) for very heavy bleeding with fainting,
        or severe pain in the lower belly with a missed period.
      </p>
    </>
  );
}

const en: SourcedText = {
  Body: English,
  disclaimer: (
    <>
      This guide is general information for families. It does not replace an examination or advice
      from a doctor who knows your health.
    </>
  ),
  next: (
    <>
      Ready to start? The <a href={pageHref('/period-tracker', 'en')}>period tracker</a> is part of
      MedMitra, free.
    </>
  ),
};

function Hindi() {
  return (
    <>
      <p className="lead">
        लड़कियों, महिलाओं और उनकी मदद करने वाली माँओं के लिए एक सीधी-सादी गाइड: सामान्य चक्र कैसा होता है,
        पीरियड ट्रैकर की तारीख़ों का असली मतलब क्या है, और कौन-सा बदलाव डॉक्टर को दिखाना चाहिए।
      </p>
      <h2>चक्र की बुनियादी बातें</h2>
      <ul>
        <li>
          <strong>चक्र का पहला दिन वह है जिस दिन खून आना शुरू हो।</strong> चक्र अगले पीरियड से एक दिन पहले
          ख़त्म होता है। इसीलिए ट्रैकर शुरू होने की तारीख़ पूछता है।
        </li>
        <li>
          <strong>
            ज़्यादातर वयस्क महिलाओं का चक्र {R.regularMin} से {R.regularMax} दिन का होता है।
          </strong>{' '}
          28 दिन सिर्फ़ औसत है; बहुत कम महिलाओं का चक्र हर महीने ठीक 28 दिन का होता है।
        </li>
        <li>
          <strong>खून आमतौर पर 2 से 7 दिन आता है।</strong> अक्सर पहले दो दिन ज़्यादा आता है।
        </li>
        <li>
          <strong>पीरियड शुरू होने के शुरुआती सालों में</strong> (आमतौर पर 10 से 15 साल की उम्र के बीच) चक्र अक्सर
          अनियमित रहता है, लगभग 21 से 45 दिन का, और समय के साथ ठीक हो जाता है।
        </li>
        <li>
          <strong>ओव्यूलेशन</strong>, यानी अंडा निकलना, अगले पीरियड से लगभग {R.lutealDays} दिन पहले होता है,
          हर चक्र के 14वें दिन नहीं। 35 दिन के चक्र में यह लगभग 21वें दिन होता है।
        </li>
        <li>
          उम्र, गर्भावस्था और स्तनपान, वज़न घटने-बढ़ने, बीमारी, तनाव, यात्रा, और हार्मोन वाली गर्भनिरोधक दवाओं
          जैसी दवाओं से चक्र बदलता है। रजोनिवृत्ति (मेनोपॉज़) से पहले के सालों में (अक्सर 40 की उम्र के बाद) यह फिर
          अनियमित हो जाता है।
        </li>
      </ul>
      <h2>MedMitra के अनुमान का मतलब</h2>
      <p>MedMitra सिर्फ़ आपकी दर्ज की हुई तारीख़ों से, इस सीधे और खुले तरीके से हिसाब लगाता है:</p>
      <ol>
        <li>
          एक चक्र यानी एक पीरियड की शुरुआत से अगले पीरियड की शुरुआत तक के दिन। ज़्यादा से ज़्यादा आपके पिछले{' '}
          {R.maxCycles} चक्र गिने जाते हैं (हाल के चक्र आज के बारे में ज़्यादा बताते हैं), उन चक्रों को छोड़कर जिन्हें आपने
          गिनती से बाहर रखा है।
        </li>
        <li>
          <strong>अगला पीरियड</strong> = आख़िरी पीरियड शुरू होने की तारीख़ + इन चक्रों का औसत।{' '}
          {R.minCycles} से कम चक्र (3 दर्ज शुरुआत) हों, तो चक्र {R.defaultLength} दिन का माना जाता है।
        </li>
        <li>
          <strong>संभावित दिन</strong> = वह तारीख़, आगे-पीछे उतने दिन जितना आपके चक्र बदलते हैं (उनका मानक
          विचलन, ऊपर की ओर पूरा करके, {R.minSpread} से {R.maxSpread} दिन के बीच; जब तक पुराना हिसाब कम है,{' '}
          {R.defaultSpread} दिन)।
        </li>
        <li>
          <strong>ओव्यूलेशन</strong> अनुमानित पीरियड से {R.lutealDays} दिन पहले माना जाता है, और{' '}
          <strong>गर्भधारण की संभावना वाले दिन</strong> ओव्यूलेशन से {R.fertileDaysBefore} दिन पहले से{' '}
          {R.fertileDaysAfter} दिन बाद तक: शुक्राणु 5 दिन तक जीवित रह सकते हैं, अंडा लगभग एक दिन।
        </li>
        <li>
          आपका चक्र <strong>अनियमित</strong> बताया जाता है जब कोई चक्र {R.regularMin} दिन से छोटा या{' '}
          {R.regularMax} दिन से लंबा हो, या सबसे छोटे और सबसे लंबे चक्र में {R.maxVariation} दिन से ज़्यादा का
          अंतर हो (FIGO की परिभाषा)।
        </li>
        <li>
          अगर अनुमानित दिन बीत जाए और नया पीरियड दर्ज न हो, तो तारीख़ आगे नहीं खिसकती: ऐप पीरियड को देर से
          आया हुआ दिखाता है। अनुमानित दिन के {R.remindDaysLate} दिन बाद रिमाइंडर बंद हो जाते हैं।
        </li>
      </ol>
      <h2>अनुमान से क्या पता नहीं चलता</h2>
      <ul>
        <li>
          यह आपके पिछले चक्रों से लगाया गया अंदाज़ा है। अगले महीने का चक्र छोटा या लंबा हो सकता है, ऐसी वजहों से जो
          कोई ऐप नहीं देख सकता।
        </li>
        <li>
          <strong>यह गर्भनिरोध नहीं है।</strong> ओव्यूलेशन जल्दी या देर से हो सकता है, इसलिए कैलेंडर से निकाले गए
          &quot;सुरक्षित दिन&quot; सुरक्षित नहीं होते।
        </li>
        <li>
          इससे गर्भावस्था पक्की या खारिज नहीं होती। पीरियड देर से हो और गर्भ की संभावना हो, तो पेशाब से
          गर्भावस्था की जाँच करें (किसी भी केमिस्ट के पास मिलती है) या डॉक्टर को दिखाएँ।
        </li>
        <li>
          PCOS, थायरॉइड की समस्या, स्तनपान या मेनोपॉज़ के पास अनुमान कम भरोसेमंद होते हैं। फिर भी दर्ज करती रहें:
          यह रिकॉर्ड डॉक्टर के काम आता है।
        </li>
      </ul>
      <h2>डॉक्टर को कब दिखाएँ</h2>
      <p>डॉक्टर (स्त्री रोग विशेषज्ञ, या पहले अपने फ़ैमिली डॉक्टर) को दिखाएँ अगर:</p>
      <ul>
        <li>3 महीने से पीरियड नहीं आया और आप गर्भवती नहीं हैं, या 15 साल की उम्र तक पीरियड शुरू नहीं हुए;</li>
        <li>
          चक्र अक्सर {R.regularMin} दिन से छोटा या {R.regularMax} दिन से लंबा रहता है, या नियमित रहने के बाद
          अचानक बदल गया है;
        </li>
        <li>
          खून 7 दिन से ज़्यादा आता है, या इतना ज़्यादा कि हर 1 से 2 घंटे में पैड बदलना पड़े, बड़े थक्के निकलें, या
          कमज़ोरी, चक्कर या साँस फूलना महसूस हो (ख़ून की कमी के लक्षण, जो भारत में आम है);
        </li>
        <li>दो पीरियड के बीच, संबंध के बाद, या मेनोपॉज़ के बाद खून आए;</li>
        <li>पीरियड का दर्द आपको स्कूल, कॉलेज या काम पर जाने से रोक दे;</li>
        <li>पीरियड देर से है और आप गर्भवती हो सकती हैं।</li>
      </ul>
      <p>
        <strong>तुरंत अस्पताल जाएँ</strong> (112 पर कॉल करें) अगर बहुत ज़्यादा खून के साथ बेहोशी हो, या पीरियड न
        आने के साथ पेट के निचले हिस्से में तेज़ दर्द हो।
      </p>
    </>
  );
}

const hi: SourcedText = {
  Body: Hindi,
  disclaimer: (
    <>
      यह गाइड परिवारों के लिए आम जानकारी है। यह जाँच या आपकी सेहत जानने वाले डॉक्टर की सलाह की जगह नहीं ले
      सकती।
    </>
  ),
  next: (
    <>
      शुरू करना चाहती हैं? <a href={pageHref('/period-tracker', 'hi')}>पीरियड ट्रैकर</a> MedMitra में मुफ़्त है।
    </>
  ),
};

export const periodTrackingGuidePage = sourcedPage({
  path: '/period-tracking-guide',
  title,
  description,
  navLabel: { en: 'Period tracking guide', hi: 'पीरियड ट्रैकिंग गाइड' },
  kind: 'article',
  structuredData: guideData(title, description, SOURCES),
  sources: SOURCES,
  text: { en, hi },
});
