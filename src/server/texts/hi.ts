import type { ServerTexts } from './types';

/** The server's words in Hindi. */
export const hi: ServerTexts = {
  push: {
    medicineTitle: 'दवा लेने का समय',
    genericTitle: 'MedMitra रिमाइंडर',
    genericBody: 'अपना रिमाइंडर देखने के लिए MedMitra खोलें',
    periodTitle: 'पीरियड रिमाइंडर',
    periodDueToday: 'आपका पीरियड आज आने वाला है',
    periodDueIn: (days) => `आपका पीरियड ${days} दिन में आने वाला है`,
    checkupTitle: 'मासिक स्वास्थ्य जाँच',
    bloodPressure: 'मासिक ब्लड प्रेशर जाँच का समय',
    sugar: 'मासिक ब्लड शुगर जाँच का समय',
    taken: 'ले ली',
    snooze: '15 मिनट बाद',
    caregiverTitle: (member) => `${member} ने एक खुराक नहीं ली है`,
    caregiverBody: (medicine, time) => `${medicine}, ${time} बजे की`,
    caregiverGenericTitle: 'MedMitra देखभाल सूचना',
  },
  delay: {
    minutes: (minutes) => `${minutes} मिनट`,
    oneHour: '1 घंटा',
    hours: (hours) => `${hours} घंटे`,
  },
  // hi-IN's own am/pm is Latin: the part of the day in words reads as Hindi.
  clock: { dayPeriodInWords: true },
  resetEmail: {
    subject: 'अपना MedMitra पासवर्ड बदलें',
    greeting: (name) => `नमस्ते ${name},`,
    asked: 'किसी ने (हमें उम्मीद है आपने) आपके MedMitra खाते का पासवर्ड बदलने को कहा है।',
    openWithin: 'नया पासवर्ड चुनने के लिए यह लिंक 1 घंटे के अंदर खोलें। यह सिर्फ़ एक बार काम करता है:',
    button: 'मेरा MedMitra पासवर्ड बदलें',
    signsOut: 'पासवर्ड बदलने पर आपका खाता हर डिवाइस से साइन आउट हो जाएगा।',
    ignore: 'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
  accountDeletedEmail: {
    subject: 'आपका MedMitra खाता हटा दिया गया है',
    greeting: (name) => `नमस्ते ${name},`,
    lines: [
      'आपके कहने पर आपका MedMitra खाता हटा दिया गया है।',
      'आपके परिवार के सदस्य, दवाएँ, खुराक का रिकॉर्ड, सेहत की रीडिंग, पीरियड, आँखों की जाँच, पर्चे और दवा के दाम की खोजें हमारे सर्वर से मिटा दी गई हैं, और हर डिवाइस से साइन आउट कर दिया गया है।',
      'अगर आपने यह नहीं माँगा था, तो तुरंत इस ईमेल का जवाब दें।',
      'MedMitra इस्तेमाल करने के लिए धन्यवाद।',
    ],
  },
  caregiverInviteEmail: {
    subject: (owner) => `${owner} ने आपको MedMitra पर परिवार के एक सदस्य की देखभाल में मदद के लिए बुलाया है`,
    greeting: 'नमस्ते,',
    invited: (owner, member) =>
      `${owner} ने आपको MedMitra (परिवार की दवा याद दिलाने वाला ऐप) पर ${member} का देखभाल करने वाला बनने के लिए बुलाया है।`,
    alerts: (member, delay) =>
      `जब ${member} कोई खुराक उसके समय के ${delay} बाद तक नहीं लेंगे, तो आपको MedMitra में और ईमेल से सूचना मिलेगी।`,
    sees: (member) =>
      `आप ${member} की आज की दवाएँ और वे कितनी नियमित ली जाती हैं, यह देख पाएँगे; खाते का और कुछ नहीं।`,
    openWithin: (days) =>
      `स्वीकार करने के लिए यह लिंक ${days} दिनों के अंदर खोलें। यह सिर्फ़ एक बार काम करता है:`,
    button: 'निमंत्रण स्वीकार करें',
    account: (email) => `लिंक पूछे तो इसी ईमेल पते (${email}) से साइन इन करें, या मुफ़्त खाता बनाएँ।`,
    ignore: 'अगर आप इन्हें नहीं जानते, तो इस ईमेल को अनदेखा करें: आपके बिना कुछ नहीं होगा।',
  },
  missedDoseEmail: {
    subject: (member) => `${member} ने एक खुराक नहीं ली है`,
    greeting: (name) => `नमस्ते ${name},`,
    notTaken: (member, medicine, time) =>
      `${member} ने ${time} बजे की ${medicine} को ली गई नहीं बताया है। कृपया उनसे पूछ लें।`,
    why: (owner, member) =>
      `आपको यह ईमेल इसलिए मिला क्योंकि ${owner} ने आपको MedMitra पर ${member} का देखभाल करने वाला बनाया है। आप MedMitra में प्रोफ़ाइल से कभी भी मदद करना बंद कर सकते हैं।`,
    button: 'आज की खुराकें देखें',
  },
  supportReplyEmail: {
    subject: 'MedMitra सहायता से जवाब',
    wrote: 'आपने हमें लिखा था:',
    signature: '— MedMitra सहायता',
  },
};
