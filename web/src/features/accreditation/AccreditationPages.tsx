// The accreditation flow's pages, one file each; the route table lazy-loads them from here as one chunk.
export { CompanyPage } from './CompanyPage.tsx';
export { PasswordPage } from './PasswordPage.tsx';
export { PersonalDataPage } from './PersonalDataPage.tsx';
export { TermsPage } from './TermsPage.tsx';
export { UserExistsPage } from './UserExistsPage.tsx';
export { VerificationPage } from './VerificationPage.tsx';
