/**
 * Shipped reference data (docs/upstream-contract.md, 'Accreditation'): Brazilian banks with their COMPE
 * code, the 27 states, and real CEPs of the demo cities that the local geography service answers.
 * Production points GEOGRAPHY_URL at a real service with the same answer shape.
 */

export interface Bank {
  code: number;
  nome_extenso: string;
}

export const BANKS: readonly Bank[] = [
  { code: 1, nome_extenso: 'Banco do Brasil S.A.' },
  { code: 3, nome_extenso: 'Banco da Amazônia S.A.' },
  { code: 4, nome_extenso: 'Banco do Nordeste do Brasil S.A.' },
  { code: 7, nome_extenso: 'Banco Nacional de Desenvolvimento Econômico e Social - BNDES' },
  { code: 21, nome_extenso: 'Banestes S.A. Banco do Estado do Espírito Santo' },
  { code: 33, nome_extenso: 'Banco Santander (Brasil) S.A.' },
  { code: 37, nome_extenso: 'Banco do Estado do Pará S.A.' },
  { code: 41, nome_extenso: 'Banco do Estado do Rio Grande do Sul S.A.' },
  { code: 47, nome_extenso: 'Banco do Estado de Sergipe S.A.' },
  { code: 70, nome_extenso: 'BRB - Banco de Brasília S.A.' },
  { code: 77, nome_extenso: 'Banco Inter S.A.' },
  { code: 84, nome_extenso: 'Uniprime Norte do Paraná - Cooperativa de Crédito Ltda.' },
  { code: 85, nome_extenso: 'Cooperativa Central de Crédito - Ailos' },
  { code: 104, nome_extenso: 'Caixa Econômica Federal' },
  { code: 136, nome_extenso: 'Confederação Nacional das Cooperativas Centrais Unicred Ltda.' },
  { code: 197, nome_extenso: 'Stone Instituição de Pagamento S.A.' },
  { code: 208, nome_extenso: 'Banco BTG Pactual S.A.' },
  { code: 212, nome_extenso: 'Banco Original S.A.' },
  { code: 237, nome_extenso: 'Banco Bradesco S.A.' },
  { code: 260, nome_extenso: 'Nu Pagamentos S.A. - Instituição de Pagamento' },
  { code: 290, nome_extenso: 'PagSeguro Internet Instituição de Pagamento S.A.' },
  { code: 318, nome_extenso: 'Banco BMG S.A.' },
  { code: 323, nome_extenso: 'Mercado Pago Instituição de Pagamento Ltda.' },
  { code: 336, nome_extenso: 'Banco C6 S.A.' },
  { code: 341, nome_extenso: 'Itaú Unibanco S.A.' },
  { code: 380, nome_extenso: 'PicPay Instituição de Pagamento S.A.' },
  { code: 389, nome_extenso: 'Banco Mercantil do Brasil S.A.' },
  { code: 403, nome_extenso: 'Cora Sociedade de Crédito Direto S.A.' },
  { code: 422, nome_extenso: 'Banco Safra S.A.' },
  { code: 623, nome_extenso: 'Banco Pan S.A.' },
  { code: 633, nome_extenso: 'Banco Rendimento S.A.' },
  { code: 652, nome_extenso: 'Itaú Unibanco Holding S.A.' },
  { code: 655, nome_extenso: 'Banco Votorantim S.A.' },
  { code: 707, nome_extenso: 'Banco Daycoval S.A.' },
  { code: 741, nome_extenso: 'Banco Ribeirão Preto S.A.' },
  { code: 745, nome_extenso: 'Banco Citibank S.A.' },
  { code: 746, nome_extenso: 'Banco Modal S.A.' },
  { code: 748, nome_extenso: 'Banco Cooperativo Sicredi S.A.' },
  { code: 756, nome_extenso: 'Banco Cooperativo Sicoob S.A. - Banco Sicoob' },
];

export interface State {
  uf: string;
  name: string;
}

export const STATES: readonly State[] = [
  { uf: 'AC', name: 'Acre' },
  { uf: 'AL', name: 'Alagoas' },
  { uf: 'AP', name: 'Amapá' },
  { uf: 'AM', name: 'Amazonas' },
  { uf: 'BA', name: 'Bahia' },
  { uf: 'CE', name: 'Ceará' },
  { uf: 'DF', name: 'Distrito Federal' },
  { uf: 'ES', name: 'Espírito Santo' },
  { uf: 'GO', name: 'Goiás' },
  { uf: 'MA', name: 'Maranhão' },
  { uf: 'MT', name: 'Mato Grosso' },
  { uf: 'MS', name: 'Mato Grosso do Sul' },
  { uf: 'MG', name: 'Minas Gerais' },
  { uf: 'PA', name: 'Pará' },
  { uf: 'PB', name: 'Paraíba' },
  { uf: 'PR', name: 'Paraná' },
  { uf: 'PE', name: 'Pernambuco' },
  { uf: 'PI', name: 'Piauí' },
  { uf: 'RJ', name: 'Rio de Janeiro' },
  { uf: 'RN', name: 'Rio Grande do Norte' },
  { uf: 'RS', name: 'Rio Grande do Sul' },
  { uf: 'RO', name: 'Rondônia' },
  { uf: 'RR', name: 'Roraima' },
  { uf: 'SC', name: 'Santa Catarina' },
  { uf: 'SP', name: 'São Paulo' },
  { uf: 'SE', name: 'Sergipe' },
  { uf: 'TO', name: 'Tocantins' },
];

export interface PostalAddress {
  cep: string;
  street: string;
  district: string;
  city: string;
  state: string;
}

export const POSTAL_CODES: readonly PostalAddress[] = [
  { cep: '60160230', street: 'Avenida Santos Dumont', district: 'Aldeota', city: 'Fortaleza', state: 'CE' },
  { cep: '60060000', street: 'Rua Senador Pompeu', district: 'Centro', city: 'Fortaleza', state: 'CE' },
  { cep: '60165081', street: 'Avenida Beira Mar', district: 'Meireles', city: 'Fortaleza', state: 'CE' },
  {
    cep: '60811341',
    street: 'Avenida Washington Soares',
    district: 'Edson Queiroz',
    city: 'Fortaleza',
    state: 'CE',
  },
  { cep: '63010970', street: 'Rua São Pedro', district: 'Centro', city: 'Juazeiro do Norte', state: 'CE' },
  { cep: '62010140', street: 'Rua Coronel Joaquim Ribeiro', district: 'Centro', city: 'Sobral', state: 'CE' },
  { cep: '01310100', street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  { cep: '20040020', street: 'Avenida Rio Branco', district: 'Centro', city: 'Rio de Janeiro', state: 'RJ' },
  { cep: '50030230', street: 'Avenida Marquês de Olinda', district: 'Recife', city: 'Recife', state: 'PE' },
  { cep: '40020000', street: 'Avenida Estados Unidos', district: 'Comércio', city: 'Salvador', state: 'BA' },
];
