// The part of mt940js (a CommonJS package without types) the MT940 reader uses.
declare module "mt940js" {
  export type Mt940Transaction = {
    date: Date;
    entryDate?: Date;
    amount: number;
    currency: string;
    reversal: boolean;
    details: string;
    reference: string;
    bankReference?: string;
    transactionType: string;
    extraDetails?: string;
    structuredDetails?: Record<string, string>;
  };
  export type Mt940Statement = {
    accountIdentification: string;
    currency: string;
    openingBalanceDate: Date;
    closingBalanceDate: Date;
    transactions: Mt940Transaction[];
  };
  export class Parser {
    constructor(options?: { no86Structure?: boolean });
    parse(data: string, withTags?: boolean): Mt940Statement[];
  }
}
