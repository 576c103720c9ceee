/** The legal texts' dialog and links (Terms/*), in English. */
export const legalEn = {
  titles: {
    termsOfUse: 'Terms of use and sale',
    legalNotice: 'Legal notice',
    privacyPolicy: 'Privacy policy',
  },
  read: {
    termsOfUse: 'Read the general terms',
    legalNotice: 'Read the legal notice',
    privacyPolicy: 'Read the privacy policy',
  },
  loading: 'Loading the text…',
  version: 'Version {{version}}, updated on {{date}}',
  close: 'Close',
};
